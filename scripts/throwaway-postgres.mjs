// @ts-check
// A PostgreSQL server of the tests' own: a fresh cluster in a temporary folder, on a free loopback port, with
// durability switched off (the data is thrown away), stopped and removed when the tests end. It uses Debian's
// PostgreSQL binaries, which `scripts/ensure-postgres.mjs` installs; as root it runs the server as the
// unprivileged `postgres` user, because PostgreSQL refuses to run as root.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'coop';

/** The newest installed PostgreSQL's `bin` folder, or null when none is installed. */
export function postgresBinaries() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The user and group the cluster runs as: ourselves, or `postgres` when we are root. */
function clusterOwner() {
  if (userInfo().uid !== 0) return null;
  const lookup = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const groupLookup = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (lookup.status !== 0 || groupLookup.status !== 0) {
    throw new Error('Running as root, but there is no postgres user to run the test database as.');
  }
  return { uid: Number(lookup.stdout.trim()), gid: Number(groupLookup.stdout.trim()) };
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ uid: number, gid: number } | null} owner
 */
function runAs(command, args, owner) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...(owner ?? {}) });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr ?? result.status}`);
  }
  return result.stdout;
}

/**
 * Starts a throwaway cluster and creates `databases` in it.
 * @param {{ databases?: string[] }} [options]
 * @returns {Promise<{ port: number, urlFor: (database: string) => string, stop: () => Promise<void> }>}
 */
export async function startThrowawayPostgres({ databases = ['coop'] } = {}) {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` first.');
  const owner = clusterOwner();
  const folder = mkdtempSync(join(tmpdir(), 'coop-pg-'));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const dataDir = join(folder, 'data');
  runAs(join(bin, 'initdb'), ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--no-sync', '-N'], owner);

  const port = await freePort();
  const server = spawn(
    join(bin, 'postgres'),
    [
      ...['-D', dataDir, '-p', String(port), '-k', folder],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
      ...['-c', 'full_page_writes=off', '-c', 'max_connections=200', '-c', 'timezone=UTC'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], ...(owner ?? {}) },
  );
  let log = '';
  server.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const exited = new Promise((resolve) => server.once('exit', resolve));

  const ready = join(bin, 'pg_isready');
  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL stopped while starting:\n${log}`);
    if (spawnSync(ready, ['-h', '127.0.0.1', '-p', String(port), '-q']).status === 0) break;
    if (attempt > 300) throw new Error(`PostgreSQL did not accept connections within 30 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const database of databases) {
    runAs(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, database], null);
  }

  return {
    port,
    urlFor: (database) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGINT');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
