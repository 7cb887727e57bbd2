// `npm run bench`: every benchmark in turn, a table on the console, and bench/results.json.
// `npm run bench -- api upload` runs only the named sections (weight, lighthouse, api, upload, repeat, login).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from './api.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { root } from './lib.mjs';
import { benchLogin } from './login.mjs';
import { benchPageWeight } from './page-weight.mjs';
import { benchRepeatVisit } from './repeat-visit.mjs';
import { benchUpload } from './upload.mjs';

// In the order. Each section starts its own product (and browser) and stops it before the next.
const sections = {
  weight: benchPageWeight,
  lighthouse: benchLighthouse,
  api: benchApi,
  upload: benchUpload,
  repeat: benchRepeatVisit,
  login: benchLogin,
};
const chosen = process.argv.slice(2).filter((name) => name in sections);
const figures = [];
for (const [name, run] of Object.entries(sections)) {
  if (chosen.length && !chosen.includes(name)) continue;
  console.log(`Running ${name}…`);
  figures.push(...(await run()));
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const rows = figures.map((f) => [f.section, f.name, `${f.value} ${f.unit}`, f.target, f.met ? 'met' : 'MISSED', f.note]);
const header = ['section', 'figure', 'value', 'target', 'result', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${machine}\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

writeFileSync(
  path.join(root, 'bench/results.json'),
  `${JSON.stringify({ ranAt: new Date().toISOString(), machine, figures }, null, 2)}\n`,
);
process.exitCode = figures.every((f) => f.met) ? 0 : 1;
