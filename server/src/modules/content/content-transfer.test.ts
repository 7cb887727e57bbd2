import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TestApp } from '../../test-support/test-app';
import { readContentFiles } from './content-files';
import { exportContent, importContent } from './content-transfer';

let app: TestApp;
const folders: string[] = [];

/** A folder with the documents of content/ (not its images and PDFs), as a checkout has them. */
function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-content-'));
  folders.push(dir);
  fs.cpSync(loadConfig({}).contentDir, dir, {
    recursive: true,
    filter: (source) => !/[\\/](images|documents)([\\/]|$)/.test(source),
  });
  return dir;
}

/** Every file under a folder by its path there, as bytes. */
function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, file), fs.readFileSync(file));
    }
  return files;
}

async function save(key: string, body: string): Promise<void> {
  const answer = await app.graphql(
    'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
    { input: { key, body, baseRevision: app.app.content.stored(key)!.revision } },
    await app.adminToken(),
  );
  expect(answer.errors).toBeUndefined();
}

beforeAll(async () => {
  app = await TestApp.start({ contentDir: copyOfContent() });
});
afterAll(async () => {
  await app?.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('content:export and content:import', () => {
  it('export writes every document as saved; import of the original files then export gives them back byte for byte', async () => {
    const original = copyOfContent();
    const originalFiles = filesUnder(original);
    expect(originalFiles.size).toBeGreaterThan(30);

    await save('grade-pages/grade4.md', 'Fourth grade, rewritten in the dashboard.\n');
    await save('notice.json', '{ "text": "Closed for snow", "expires_at": "2027-01-10T12:00:00Z" }');
    const exported = copyOfContent();
    exportContent(app.app.content, exported);
    expect(fs.readFileSync(path.join(exported, 'grade-pages/grade4.md'), 'utf8')).toBe(
      'Fourth grade, rewritten in the dashboard.\n',
    );
    expect(fs.readFileSync(path.join(exported, 'notice.json'), 'utf8')).toBe(
      '{ "text": "Closed for snow", "expires_at": "2027-01-10T12:00:00Z" }',
    );

    const changed = await importContent(app.app.content, original);
    expect(changed.sort()).toEqual(['grade-pages/grade4.md', 'notice.json']);
    const history = await app.graphql(
      '{ contentHistory(key: "notice.json", first: 1) { edges { node { action authorName } } } }',
      {},
      await app.adminToken(),
    );
    expect(history.data.contentHistory.edges[0].node).toEqual({ action: 'import', authorName: 'content/ files' });

    const roundTrip = copyOfContent();
    exportContent(app.app.content, exported);
    exportContent(app.app.content, roundTrip);
    for (const dir of [exported, roundTrip]) {
      const files = filesUnder(dir);
      expect([...files.keys()].sort()).toEqual([...originalFiles.keys()].sort());
      for (const [file, bytes] of originalFiles) expect(files.get(file)!.equals(bytes), file).toBe(true);
    }
    expect(Object.keys(readContentFiles(original)).sort()).toEqual(Object.keys(app.app.content.snapshot().documents).sort());
  });

  it('import refuses a file that does not parse, naming it, and changes nothing', async () => {
    const broken = copyOfContent();
    fs.writeFileSync(path.join(broken, 'classes/grade1.md'), 'A changed class card.\n');
    fs.writeFileSync(path.join(broken, 'news.json'), '[{ "id": "x" }]');
    const before = app.app.content.snapshot().revision;
    await expect(importContent(app.app.content, broken)).rejects.toThrow(/^content\/news\.json: item 1/);
    expect(app.app.content.snapshot().revision).toBe(before);
    expect(app.app.content.stored('classes/grade1.md')!.body).not.toBe('A changed class card.\n');
  });
});
