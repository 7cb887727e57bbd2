import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../test-support/sample-files';
import { TestApp } from '../../test-support/test-app';
import { SharedFile } from '../files';
import { trashMessages } from './trash.rules';

const restoreMutation = 'mutation($kind: TrashKind!, $id: ID!) { restoreTrashedItem(kind: $kind, id: $id) }';
const purgeMutation = 'mutation($kind: TrashKind!, $id: ID!) { purgeTrashedItem(kind: $kind, id: $id) }';

/** Two instances over one database and one folder of files (the same app on SQLite, which serves one instance). */
let app: TestApp;
let other: TestApp;
let admin: string;

beforeAll(async () => {
  app = await TestApp.start();
  other = await app.alongside();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

async function trashedFile(): Promise<{ id: string; url: string }> {
  const upload = await app.uploadRest(admin, samples.pdf, 'everyone');
  expect(upload.status).toBe(200);
  const file = upload.body.file as { id: string; url: string };
  expect((await app.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token: admin })).status).toBe(200);
  return file;
}

const done = (answer: { errors?: unknown }) => answer.errors === undefined;

describe('the trash, with two admins acting on one item at the same moment', () => {
  it('deletes an item for good once: the second is told it is not in the trash', async () => {
    for (let round = 0; round < 5; round++) {
      const file = await trashedFile();
      const answers = await Promise.all(
        [app, other].map((instance) => instance.graphql(purgeMutation, { kind: 'file', id: file.id }, admin)),
      );
      expect(answers.filter(done)).toHaveLength(1);
      expect(answers.find((answer) => !done(answer))?.errors?.[0]).toMatchObject({
        message: trashMessages.notInTrash,
        extensions: { code: 'NOT_FOUND' },
      });
      expect(await app.app.db.manager.existsBy(SharedFile, { id: file.id })).toBe(false);
    }
  });

  it('restoring while deleting for good: one wins, and a restored file keeps its bytes', async () => {
    for (let round = 0; round < 5; round++) {
      const file = await trashedFile();
      const [restore, purge] = await Promise.all([
        app.graphql(restoreMutation, { kind: 'file', id: file.id }, admin),
        other.graphql(purgeMutation, { kind: 'file', id: file.id }, admin),
      ]);
      expect([restore, purge].filter(done)).toHaveLength(1);
      const download = await fetch(app.url + file.url, { headers: { authorization: `Bearer ${admin}` } });
      if (done(restore)) {
        expect(download.status).toBe(200);
        expect(Buffer.from(await download.arrayBuffer()).equals(samples.pdf.bytes)).toBe(true);
      } else {
        expect(download.status).toBe(404);
        expect(await app.app.db.manager.existsBy(SharedFile, { id: file.id })).toBe(false);
      }
    }
  });
});
