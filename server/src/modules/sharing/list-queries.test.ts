import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { samples } from '../../test-support/sample-files';
import { Role } from '../accounts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

/** The statements one list request runs, however many rows it returns. */
async function queriesFor(call: () => Promise<unknown>): Promise<number> {
  const before = app.queryCount;
  await call();
  return app.queryCount - before;
}

async function addSharedItems(count: number) {
  for (let i = 0; i < count; i++) {
    const { token } = await app.seedUser({ role: Role.teacher });
    await app.uploadRest(token!, samples.txt);
    await app.rest('POST', '/api/links.php', {
      token,
      body: { title: `L${i}`, url: 'https://example.org', description: 'd' },
    });
  }
}

describe('list requests run a constant number of queries (no query per row)', () => {
  it.each([
    ['REST files', () => app.rest('GET', '/api/files.php', { token: admin })],
    ['REST links', () => app.rest('GET', '/api/links.php', { token: admin })],
    [
      'GraphQL files and links',
      () => app.graphql('{ sharedFiles { uploader_name } sharedLinks { sharedBy } }', {}, admin),
    ],
  ])('%s', async (_name, call) => {
    await addSharedItems(2);
    const few = await queriesFor(call);
    await addSharedItems(8);
    const many = await queriesFor(call);
    expect(many).toBe(few);
    // The session with its user, then each list with its authors.
    expect(few).toBe(_name.startsWith('GraphQL') ? 3 : 2);
  });
});
