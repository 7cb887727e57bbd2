import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { rosterOf } from '../test-support/enrollments';
import { TestApp } from '../test-support/test-app';
import { backupsIn, manifestOf, recordedMigrations } from '../test-support/upgrades';
import { sqliteFile } from './database';
import { migrationMessages } from './migration-messages';
import { migrations } from './migrations';

/** A database and its stored files as an earlier release of the product left them (see fixtures/README.md). */
const release = path.join(__dirname, '..', 'test-support', 'fixtures', 'release-21d5c20');
const releaseSchema = 'DigestRuns1766650000000';
const family = { email: 'olga@example.test', password: 'olga-password-1' };
const teacher = { email: 'theo@example.test', password: 'theo-password-1' };

/** A DATA_DIR holding the older release's database, loaded from its text dump, and its stored files. */
function olderDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-older-'));
  const db = new SqliteDatabase(sqliteFile(dataDir));
  try {
    db.exec(fs.readFileSync(path.join(release, 'coop.sql'), 'utf8'));
  } finally {
    db.close();
  }
  fs.cpSync(path.join(release, 'files'), path.join(dataDir, 'files'), { recursive: true });
  return dataDir;
}

async function ok(answer: Promise<{ status: number; body: any }>) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body;
}

describe('a database written by an earlier release', () => {
  it('is backed up, brought to this release, and keeps its accounts, files, links and enrollments', async () => {
    const app = await TestApp.start({ dataDir: olderDataDir() });
    try {
      const releaseNames = migrations.map((migration) => migration.name);
      const pending = releaseNames.slice(releaseNames.indexOf(releaseSchema) + 1);
      expect(pending.length).toBeGreaterThan(0);
      const archives = backupsIn(app.config);
      expect(archives).toHaveLength(1);
      expect(app.logs).toContain(migrationMessages.backedUp(pending, archives[0]));
      const manifest = await manifestOf(archives[0]);
      expect(manifest.schemaVersion).toBe(releaseSchema);
      expect(manifest.tables.users).toBe(3);
      expect(await recordedMigrations(app.config)).toEqual(releaseNames);

      // The family signs in with the password it chose under the older release and finds what was shared.
      const { token } = await ok(app.rest('POST', '/api/login.php', { body: family }));
      const { files } = await ok(app.rest('GET', '/api/files.php', { token }));
      expect(files.map((file: { original_name: string }) => file.original_name)).toEqual(['field-trip.txt']);
      const download = await fetch(app.url + files[0].url, { headers: { authorization: `Bearer ${token}` } });
      expect(await download.text()).toBe('Field trip permission slips are due Friday.\n');
      const { links } = await ok(app.rest('GET', '/api/links.php', { token }));
      expect(links.map((link: { title: string }) => link.title)).toEqual(['Fayetteville Public Library']);
      const mine = await app.graphql('query { myFamily { studentName placements { classKey status } } }', {}, token);
      expect(mine.data.myFamily).toEqual([
        { studentName: 'Oscar Oldfamily', placements: [{ classKey: 'reading_1st', status: 'held' }] },
      ]);

      // The teacher and the administrator sign in as before; the office's roster still has the child.
      await ok(app.rest('POST', '/api/login.php', { body: teacher }));
      const roster = await rosterOf(app, await app.adminToken(), 'reading_1st');
      expect(roster.map((row) => [row.studentName, row.parentEmail])).toEqual([['Oscar Oldfamily', family.email]]);
    } finally {
      await app.stop();
    }
  });
});
