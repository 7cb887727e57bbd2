import fs from 'node:fs';
import path from 'node:path';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { entities } from '../entities';
import { takeBackup } from '../modules/backup';
import { TestApp } from '../test-support/test-app';
import { backupsIn, databaseAsItIs, manifestOf, recordedMigrations, undoLastMigration } from '../test-support/upgrades';
import { openDatabase } from './database';
import { MigrationRefusal, migrationMessages } from './migration-messages';
import { migrations } from './migrations';

const releaseMigrationNames = migrations.map((migration) => migration.name);
const family = { name: 'Una Upgrade', email: 'una@example.test', password: 'family-password-1' };
const notes = Buffer.from('Field trip permission slips are due Friday.\n');

async function ok(answer: Promise<{ status: number; body: any }>) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body;
}

/** A family approved, a file with its bytes and a link: what an upgrade must not lose. */
async function fill(app: TestApp): Promise<void> {
  const admin = await app.adminToken();
  await ok(app.rest('POST', '/api/signup.php', { body: family }));
  const { users } = await ok(app.rest('GET', '/api/users.php', { token: admin }));
  const pending = users.find((user: { email: string }) => user.email === family.email);
  await ok(app.rest('POST', '/api/users.php', { token: admin, body: { userId: pending.id, role: 'parent' } }));
  await ok(app.uploadRest(admin, { name: 'slips.txt', bytes: notes }, 'everyone'));
  await ok(
    app.rest('POST', '/api/links.php', {
      token: admin,
      body: { title: 'Library', url: 'https://example.org/library', description: 'Cards', category: 'General' },
    }),
  );
}

/** What the family finds after signing in: the file (with its bytes) and the link. */
async function familyFinds(app: TestApp) {
  const { token } = await ok(app.rest('POST', '/api/login.php', { body: family }));
  const { files } = await ok(app.rest('GET', '/api/files.php', { token }));
  const { links } = await ok(app.rest('GET', '/api/links.php', { token }));
  const download = await fetch(app.url + files[0].url, { headers: { authorization: `Bearer ${token}` } });
  return {
    files: files.map((file: { original_name: string }) => file.original_name),
    bytes: Buffer.from(await download.arrayBuffer()),
    links: links.map((link: { title: string }) => link.title),
  };
}

/** The backup the product itself takes before migrating: the hook `app.ts` hands in, over the same settings. */
const backupOf = (config: Parameters<typeof takeBackup>[0]) => async () => (await takeBackup(config)).file;

class UpgradeExtra1900000000000 implements MigrationInterface {
  name = 'UpgradeExtra1900000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "upgrade_extra" ("id" varchar(8) PRIMARY KEY)`);
    await runner.query(`INSERT INTO "upgrade_extra" ("id") VALUES ('kept')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "upgrade_extra"`);
  }
}

/** Changes rows and a table, then fails: what it did must go, with the good migration run before it. */
class UpgradeBroken1900000000001 implements MigrationInterface {
  name = 'UpgradeBroken1900000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`UPDATE "users" SET "name" = 'Renamed by a broken migration'`);
    await runner.query(`ALTER TABLE "links" ADD COLUMN "broken" varchar(8)`);
    await runner.query(`DELETE FROM "links"`);
    throw new Error('the links could not be converted.');
  }

  async down(): Promise<void> {}
}

describe('starting a newer release over an older database', () => {
  it('backs the whole product up just before the pending migration runs, and keeps every row', async () => {
    const first = await TestApp.start();
    await fill(first);
    const before = await familyFinds(first);
    await first.stop({ keepData: true });
    const undone = await undoLastMigration(first.config);
    expect(backupsIn(first.config)).toEqual([]);

    const upgraded = await TestApp.start({ dataDir: first.config.dataDir });
    try {
      const [archive] = backupsIn(upgraded.config);
      expect(backupsIn(upgraded.config)).toHaveLength(1);
      expect(upgraded.logs).toContain(migrationMessages.backedUp([undone], archive));
      // The snapshot was read before the migration ran: it holds the schema one step back, and the rows.
      const manifest = await manifestOf(archive);
      expect(manifest.schemaVersion).toBe(releaseMigrationNames.at(-2));
      expect(manifest.tables.links).toBe(1);
      expect(manifest.entries.some((entry) => entry.name.startsWith('files/'))).toBe(true);
      expect(await recordedMigrations(upgraded.config)).toEqual(releaseMigrationNames);
      expect(await familyFinds(upgraded)).toEqual(before);
      expect(before).toMatchObject({ files: ['slips.txt'], bytes: notes, links: ['Library'] });
    } finally {
      await upgraded.stop();
    }
  });

  it('takes no backup when nothing is pending, nor of a new database', async () => {
    const app = await TestApp.start();
    await app.stop({ keepData: true });
    const again = await TestApp.start({ dataDir: app.config.dataDir });
    try {
      expect(backupsIn(again.config)).toEqual([]);
    } finally {
      await again.stop();
    }
  });

  it('stops on a failed migration, naming it and the backup, with the database as it was', async () => {
    const app = await TestApp.start();
    await fill(app);
    await app.stop({ keepData: true });
    const { config } = app;
    const before = await databaseAsItIs(config);

    const failing = openDatabase(config, {
      entities,
      migrations: [...migrations, UpgradeExtra1900000000000, UpgradeBroken1900000000001],
      beforeMigrations: backupOf(config),
    });
    const refusal = await failing.then(
      () => undefined,
      (error: unknown) => error,
    );
    const [archive] = backupsIn(config);
    expect(refusal).toBeInstanceOf(MigrationRefusal);
    expect((refusal as MigrationRefusal).code).toBe('MIGRATION_FAILED');
    expect((refusal as Error).message).toBe(
      migrationMessages.failed('UpgradeBroken1900000000001', 'the links could not be converted', archive),
    );
    expect((refusal as Error).message).toBe(
      `The database was not changed: migration UpgradeBroken1900000000001 failed: the links could not be converted. A backup taken just before is at ${archive}.`,
    );
    expect(fs.statSync(archive).size).toBeGreaterThan(0);
    expect((await manifestOf(archive)).schemaVersion).toBe(releaseMigrationNames.at(-1));
    // The good migration before it went too: one transaction held them both.
    expect(await databaseAsItIs(config)).toEqual(before);

    // The release without the broken migration starts, its backup beside the first.
    const fixed = await openDatabase(config, {
      entities,
      migrations: [...migrations, UpgradeExtra1900000000000],
      beforeMigrations: backupOf(config),
    });
    await fixed.close();
    expect(backupsIn(config)).toHaveLength(2);
    expect(await recordedMigrations(config)).toEqual([...releaseMigrationNames, 'UpgradeExtra1900000000000']);
    const later = await TestApp.start({ dataDir: config.dataDir });
    try {
      expect(await familyFinds(later)).toMatchObject({ files: ['slips.txt'], links: ['Library'] });
    } finally {
      await later.stop();
    }
  });

  it('stops before any migration when the backup cannot be written, the database as it was', async () => {
    const app = await TestApp.start();
    await app.stop({ keepData: true });
    const { config } = app;
    const before = await databaseAsItIs(config);
    // Where the backups should go is a file: no folder can be made there.
    const backupDir = path.join(config.dataDir, 'not-a-folder');
    fs.writeFileSync(backupDir, '');

    const refusal = await openDatabase(config, {
      entities,
      migrations: [...migrations, UpgradeExtra1900000000000],
      beforeMigrations: backupOf({ ...config, backupDir }),
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(MigrationRefusal);
    expect((refusal as MigrationRefusal).code).toBe('BACKUP_FAILED');
    expect((refusal as Error).message).toMatch(
      /^The database was not changed: the backup taken before migrating failed: /,
    );
    expect(await databaseAsItIs(config)).toEqual(before);
    const later = await TestApp.start({ dataDir: config.dataDir });
    await later.stop();
  });
});
