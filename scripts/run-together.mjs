#!/usr/bin/env node
// @ts-check
// `node scripts/run-together.mjs a b`: runs the npm scripts a and b side by side, each line of their output
// prefixed with the script's name, and fails when either fails (after both have ended, so neither is cut off
// half-way). `npm test` runs the end-to-end suite, which keeps one core busy with one browser and the server under
// test, beside the Node 24 step, which uses the other core.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('run-together: name the npm scripts to run');
  process.exit(2);
}

/** @param {string} script @returns {Promise<number>} */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${script}] ${line}\n`));
    }
    child.on('error', (error) => {
      console.error(`[${script}] could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => codes[i] !== 0);
for (const [i, script] of scripts.entries())
  console.log(`run-together: ${script} ${codes[i] === 0 ? 'passed' : `failed (${codes[i]})`}`);
process.exit(failed.length > 0 ? 1 : 0);
