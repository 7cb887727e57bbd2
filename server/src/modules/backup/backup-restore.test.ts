import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPlace, everyRow, storedBytes, type Place } from '../../test-support/backup-drill';
import { enrollThroughForm, placementOf, setStatus, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { SharedLink } from '../links';
import { manifestName, restoreBackup, takeBackup, type BackupConfig } from '.';

/** A PDF of random bytes: what a teacher's upload looks like to the store. */
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000 + Math.floor(Math.random() * 20_000))]);

let app: TestApp;
let admin: string;
let teacher: string;
const family = { name: 'Ana Parent', email: uniqueEmail('family'), password: 'family-password-1' };
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-backups-'));
const places: Place[] = [];
const apps: TestApp[] = [];

async function ok(answer: Promise<{ status: number; body: any }>) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body;
}

/** Everything a co-op keeps, put in as its members would. */
async function fill() {
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher, name: 'Tess Teacher' })).token!;
  // A family signs up (the administrators are mailed) and is approved.
  await ok(app.rest('POST', '/api/signup.php', { body: family }));
  const pending = (await ok(app.rest('GET', '/api/users.php', { token: admin }))).users.find(
    (user: { email: string }) => user.email === family.email,
  );
  await ok(app.rest('POST', '/api/users.php', { token: admin, body: { userId: pending.id, role: 'parent' } }));
  // Files with real bytes, one of them deleted into the trash; links.
  for (const name of ['minutes.pdf', 'field-trip.pdf', 'old-form.pdf']) {
    await ok(app.uploadRest(teacher, { name, bytes: pdf() }, 'everyone'));
  }
  const budget = await ok(app.uploadRest(admin, { name: 'budget.pdf', bytes: pdf() }, 'admin_only'));
  await ok(app.rest('DELETE', `/api/files.php?file_id=${budget.file.id}`, { token: admin }));
  for (const title of ['Library', 'Museum'])
    await ok(
      app.rest('POST', '/api/links.php', {
        token: teacher,
        body: { title, url: `https://example.org/${title}`, description: 'For class', category: 'General' },
      }),
    );
  // Two children enrolled; one withdrawn, so a placement has a history.
  const [stays, leaves] = [uniqueName('Ada'), uniqueName('Cal')];
  for (const studentName of [stays, leaves])
    await enrollThroughForm(app, { parentEmail: family.email, studentName, classes: ['reading_1st'] });
  const { placementId } = await placementOf(app, admin, 'reading_1st', leaves);
  expect((await setStatus(app, admin, placementId, 'withdrawn')).errors).toBeUndefined();
  // A new version of a site document.
  const notice = await app.graphql('query { contentDocument(key: "notice.json") { revision } }', {}, admin);
  const saved = await app.graphql(
    'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
    {
      input: {
        key: 'notice.json',
        body: JSON.stringify({ text: 'Closed for snow', expires_at: '2027-01-10T12:00:00Z' }),
        baseRevision: notice.data.contentDocument.revision,
      },
    },
    admin,
  );
  expect(saved.errors).toBeUndefined();
}

const backupConfig = (): BackupConfig => ({ ...app.config, backupDir });

/** A restored place's app, stopped (and its place removed) at the end. */
async function startOn(place: Place): Promise<TestApp> {
  const started = await TestApp.start({ dataDir: place.config.dataDir, databaseUrl: place.config.databaseUrl });
  apps.push(started);
  return started;
}

async function download(on: TestApp, token: string, id: string): Promise<Buffer> {
  const response = await fetch(`${on.url}/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(async () => {
  app = await TestApp.start();
  apps.push(app);
  await fill();
});

afterAll(async () => {
  for (const started of apps) await started.stop().catch(() => undefined);
  for (const place of places) await place.remove();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe('a backup and its restore', () => {
  it('taken while members keep writing, holds every write acknowledged before its moment', async () => {
    type Write = { kind: 'link' | 'file'; id: string; bytes?: Buffer; at: number };
    const acknowledged: Write[] = [];
    let stopAfter = Infinity;
    let wrote = () => {};
    const fourWritten = new Promise<void>((resolve) => (wrote = () => acknowledged.length >= 4 && resolve()));
    const writing = (async () => {
      for (let turn = 0; acknowledged.filter((write) => write.at > stopAfter).length < 3; turn++) {
        if (turn % 2 === 0) {
          const body = await ok(
            app.rest('POST', '/api/links.php', {
              token: teacher,
              body: {
                title: `Link ${turn}`,
                url: `https://example.org/${turn}`,
                description: 'Read',
                category: 'General',
              },
            }),
          );
          acknowledged.push({ kind: 'link', id: body.link.id, at: Date.now() });
        } else {
          const bytes = pdf();
          const body = await ok(app.uploadRest(teacher, { name: `notes-${turn}.pdf`, bytes }));
          acknowledged.push({ kind: 'file', id: body.file.id, bytes, at: Date.now() });
        }
        wrote();
      }
    })();
    // The backup starts once the writes are under way; a failed write fails the test at once.
    await Promise.race([fourWritten, writing]);
    const { file, manifest } = await takeBackup(backupConfig());
    stopAfter = Date.now();
    await writing;

    const moment = Date.parse(manifest.createdAt);
    // The moment is read before the database is copied, and can fall in the same millisecond as the fourth
    // acknowledgement that started the backup: a write acknowledged by then is in the copy.
    const before = acknowledged.filter((write) => write.at <= moment);
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(acknowledged.length).toBeGreaterThan(before.length);
    expect(path.basename(file)).toMatch(/^coop-\d{4}-\d{2}-\d{2}T\d{6}Z(-\d+)?\.tar\.gz$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Nothing but finished archives is left in the folder.
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(file)]);

    const place = await emptyPlace();
    places.push(place);
    await restoreBackup(file, place.config);
    const restored = await startOn(place);
    const restoredAdmin = await restored.adminToken();
    for (const write of before) {
      if (write.kind === 'link')
        expect(await restored.app.db.manager.findOneBy(SharedLink, { id: write.id })).not.toBeNull();
      else expect((await download(restored, restoredAdmin, write.id)).equals(write.bytes!)).toBe(true);
    }
  });

  it('brings back, into an empty place, every row of every table and every stored byte; the product runs on it', async () => {
    const { file, manifest } = await takeBackup(backupConfig());
    expect(manifest.entries.map((entry) => entry.name)).not.toContain(manifestName);
    expect(manifest.tables.content_versions).toBeGreaterThan(0);
    const rows = await everyRow(app.config);
    const bytes = storedBytes(app.config.dataDir);
    // Every kind of thing the co-op keeps is there to be compared.
    const kept = ['users', 'files', 'links', 'enrollments', 'placements', 'placement_events', 'content_versions'];
    for (const table of [...kept, 'outbox_messages']) expect(rows[table]?.length, table).toBeGreaterThan(0);
    expect(Object.keys(bytes).length).toBeGreaterThanOrEqual(4);
    // Everything is destroyed: the server, its DATA_DIR and its database.
    apps.splice(apps.indexOf(app), 1);
    await app.stop();
    expect(fs.existsSync(app.config.dataDir)).toBe(false);

    const place = await emptyPlace();
    places.push(place);
    const result = await restoreBackup(file, place.config);
    expect(result.migrated).toEqual([]);
    expect(await everyRow(place.config)).toEqual(rows);
    expect(storedBytes(place.config.dataDir)).toEqual(bytes);

    const restored = await startOn(place);
    const login = await restored.rest('POST', '/api/login.php', {
      body: { email: family.email, password: family.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.name).toBe(family.name);
    const files = (await ok(restored.rest('GET', '/api/files.php', { token: login.body.token }))).files;
    expect(files.map((shared: { original_name: string }) => shared.original_name).sort()).toEqual(
      expect.arrayContaining(['field-trip.pdf', 'minutes.pdf', 'old-form.pdf']),
    );
  });
});
