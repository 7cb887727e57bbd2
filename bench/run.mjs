// @ts-check
// `npm run bench`: every benchmark in turn, a table on the console, bench/results.json and the table in
// bench/README.md.
// `npm run bench -- api upload` runs only the named sections (weight, lighthouse, api, api-pg, upload, upload-s3,
// image-bombs, repeat, login, growth, mail, office, announcements, publish, backup, idle-memory); api-pg runs the api section on a
// throwaway PostgreSQL cluster.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { benchAnnouncements } from './announcements.mjs';
import { benchApi, benchApiPostgres } from './api.mjs';
import { benchBackupStall } from './backup-stall.mjs';
import { benchGrowth } from './growth.mjs';
import { benchIdleMemory } from './idle-memory.mjs';
import { benchImageBombs } from './image-bombs.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { root } from './lib.mjs';
import { benchLogin } from './login.mjs';
import { benchMail } from './mail.mjs';
import { benchOffice } from './office.mjs';
import { benchPageWeight } from './page-weight.mjs';
import { benchPublish } from './publish.mjs';
import { benchRepeatVisit } from './repeat-visit.mjs';
import { benchUpload, benchUploadS3 } from './upload.mjs';

// In the issue's order. Each section starts its own product (and browser) and stops it before the next.
const sections = {
  weight: benchPageWeight,
  lighthouse: benchLighthouse,
  api: benchApi,
  'api-pg': benchApiPostgres,
  // Its chart is part of the record as results.json is; a partial run leaves its own, as it does its results.
  growth: () => benchGrowth({ chartFile: complete ? 'bench/growth.svg' : 'bench/growth-partial.svg' }),
  mail: benchMail,
  office: benchOffice,
  announcements: benchAnnouncements,
  publish: benchPublish,
  upload: benchUpload,
  'upload-s3': benchUploadS3,
  'image-bombs': benchImageBombs,
  repeat: benchRepeatVisit,
  login: benchLogin,
  backup: benchBackupStall,
  'idle-memory': benchIdleMemory,
};
const chosen = process.argv.slice(2).filter((name) => name in sections);
const complete = chosen.length === 0;
const figures = [];
for (const [name, run] of Object.entries(sections)) {
  if (chosen.length && !chosen.includes(name)) continue;
  console.log(`Running ${name}…`);
  figures.push(...(await run()));
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
const ranAt = new Date().toISOString();
const header = ['section', 'figure', 'value', 'target', 'result', 'note'];
const rows = figures.map((f) => [
  f.section,
  f.name,
  `${f.value}${f.unit ? ` ${f.unit}` : ''}`,
  f.target,
  f.met ? 'met' : 'MISSED',
  f.note,
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
const line = (/** @type {unknown[]} */ cells) =>
  `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
const table = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
console.log(`\n${machine}\n\n${table}`);

// A full run is the record: results.json and the table in bench/README.md, beside the method it was measured by.
// A partial run only leaves its own file.
const results = `${JSON.stringify({ ranAt, machine, figures }, null, 2)}\n`;
writeFileSync(path.join(root, complete ? 'bench/results.json' : 'bench/results-partial.json'), results);
if (complete) {
  const readme = path.join(root, 'bench/README.md');
  const [start, end] = ['<!-- bench:start -->', '<!-- bench:end -->'];
  const text = readFileSync(readme, 'utf8');
  if (!text.includes(start) || !text.includes(end)) throw new Error(`bench/README.md has no ${start} … ${end} block`);
  const block = `${start}\nLatest full run, ${ranAt.slice(0, 16).replace('T', ' ')} UTC, on ${machine}:\n\n${table}\n${end}`;
  const updated = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  // Laid out as the rest of the tree is, so the record never fails the format check.
  const options = { ...(await prettier.resolveConfig(readme)), filepath: readme };
  writeFileSync(readme, await prettier.format(updated, options));
}
process.exitCode = figures.every((f) => f.met) ? 0 : 1;
