// @ts-check
// A Node release from the npm registry's `node` package, the one source of another Node on machines that can
// download nothing but packages. Installed once per version into .tmp/node-<version> (outside node_modules, which
// `npm ci` empties) and reused while it answers `--version` with that version.
//
// `node scripts/node-from-npm.mjs` prints the folder to put first on PATH so that `node`, and npm started by it,
// is a supported Node: the machine's own when it is one, Node 22 from the package otherwise (.ci/run does this).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node the product's main runs use where the machine has none it supports: the older LTS line, its newest. */
export const NODE_22 = '22.23.3';
/** The newer LTS line, its newest release the package has. */
export const NODE_24 = '24.21.0';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @param {string} node @returns {string | null} */
function versionOf(node) {
  if (!existsSync(node)) return null;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The path of the `node` executable of `version`, installed from the package unless already there.
 * @param {string} version
 * @returns {string}
 */
export function nodeFromNpm(version) {
  const prefix = path.join(root, '.tmp', `node-${version}`);
  const node = path.join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (versionOf(node) === `v${version}`) return node;
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  // The package fetches the distribution for this platform in its install script, which npm runs only for the
  // packages a project allows by name and version.
  const manifest = { private: true, dependencies: { node: version }, allowScripts: { [`node@${version}`]: true } };
  writeFileSync(path.join(prefix, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund'], {
    cwd: root,
    // The messages go to standard error: standard output is the folder the caller reads.
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (install.status !== 0 || versionOf(node) !== `v${version}`) {
    throw new Error(`could not install Node ${version} from the npm registry's node package`);
  }
  return node;
}

/**
 * Whether this Node is one `engines` in package.json accepts. It runs before `npm ci`, without semver, so it reads
 * the form `engines` is written in: caret ranges joined by `||`.
 */
function supported() {
  const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const [major, minor, patch] = process.versions.node.split('.').map(Number);
  return String(engines.node)
    .split('||')
    .some((range) => {
      const [floorMajor, floorMinor, floorPatch] = range.trim().replace(/^\^/, '').split('.').map(Number);
      if (major !== floorMajor) return false;
      return minor !== floorMinor ? minor > floorMinor : patch >= floorPatch;
    });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (supported()) {
    console.log(path.dirname(process.execPath));
  } else {
    console.error(`Node ${process.versions.node} is not one the product supports: using Node ${NODE_22}`);
    console.log(path.dirname(nodeFromNpm(NODE_22)));
  }
}
