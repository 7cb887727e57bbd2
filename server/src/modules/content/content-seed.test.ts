import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TestApp } from '../../test-support/test-app';
import { createTestDatabase, testEngine } from '../../test-support/test-database';
import { ContentVersionRow } from './content-version.entity';

const started: TestApp[] = [];
afterEach(async () => {
  for (const app of started.splice(0)) await app.stop();
});

function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-content-'));
  fs.cpSync(loadConfig({}).contentDir, dir, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}images`) && !source.includes(`${path.sep}documents`),
  });
  return dir;
}

describe('seeding from content/ at every start', () => {
  it('adds documents new in the files and leaves those already in the database as they were saved', async () => {
    const contentDir = copyOfContent();
    const app = await TestApp.start({ contentDir });
    const token = await app.adminToken();
    const saved = await app.graphql(
      'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
      { input: { key: 'classes/grade1.md', body: 'Saved in the dashboard.\n', baseRevision: app.app.content.stored('classes/grade1.md')!.revision } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    await app.stop({ keepData: true });

    fs.writeFileSync(path.join(contentDir, 'classes', 'grade1.md'), 'Changed in the file.\n');
    fs.writeFileSync(path.join(contentDir, 'teachers', 'new-teacher.md'), 'A new teacher.\n');
    const again = await TestApp.start({ ...app.config });
    started.push(again);
    expect(again.app.content.stored('classes/grade1.md')!.body).toBe('Saved in the dashboard.\n');
    expect(again.app.content.stored('teachers/new-teacher.md')).toMatchObject({
      body: 'A new teacher.\n',
      updatedBy: 'content/ files',
    });
    fs.rmSync(contentDir, { recursive: true });
  });

  it.runIf(testEngine() === 'postgres')('gives each document one first version when two instances start together', async () => {
    const database = await createTestDatabase();
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'coop-test-')));
    const apps = await Promise.all(dirs.map((dataDir) => TestApp.start({ dataDir, databaseUrl: database.url })));
    started.push(...apps);
    const versions = await apps[0].app.db.manager.find(ContentVersionRow);
    const keys = versions.map((version) => version.key);
    expect(keys.length).toBeGreaterThan(20);
    expect(new Set(keys).size).toBe(keys.length);
    expect(apps[1].app.content.snapshot().revision).toBe(apps[0].app.content.snapshot().revision);
    await Promise.all(apps.splice(0).map((app) => started.splice(started.indexOf(app), 1)[0].stop()));
    await database.drop();
  });
});
