// @ts-check
// Installs a Debian package that the tests need when it is missing. These machines cannot download tools of their
// own (a browser build, a database binary), only Debian's packages, so the project's scripts install them the
// ordinary way, as root with apt-get, and otherwise stop loudly: a suite that needs the tool must never be skipped.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** @param {string} path */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command */
function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, command))) return join(dir, command);
  }
  return null;
}

/**
 * @param {{ tag: string, packageName: string, isPresent: () => boolean, help: string }} wanted
 *   `tag` names the calling script in its messages; `help` tells a person how to install it by hand.
 */
export function ensureDebianPackage({ tag, packageName, isPresent, help }) {
  /** @param {string} detail @returns {never} */
  const fail = (detail) => {
    console.error(`${tag}: ${detail}`);
    console.error(help);
    process.exit(1);
  };
  /** @param {string} command @param {string[]} args */
  const run = (command, args) => {
    console.log(`${tag}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.error) fail(`${command} could not start: ${result.error.message}`);
    if (result.status !== 0)
      fail(`${command} ${args.join(' ')} exited with ${result.status ?? `signal ${result.signal}`}`);
  };

  if (isPresent()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = findOnPath('apt-get');
  if (!isRoot || !aptGet) {
    fail(`${packageName} is missing and cannot be installed automatically (${isRoot ? 'no apt-get' : 'not root'}).`);
  }
  console.log(`${tag}: installing Debian's ${packageName} package.`);
  run(aptGet, ['update']);
  run(aptGet, ['install', '-y', '--no-install-recommends', packageName]);
  if (!isPresent()) fail(`apt-get finished but ${packageName} is still missing.`);
  console.log(`${tag}: installed ${packageName}.`);
}
