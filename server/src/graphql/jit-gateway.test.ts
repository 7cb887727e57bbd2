import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../modules/accounts/user.enums';
import { samples } from '../test-support/sample-files';
import { TestApp } from '../test-support/test-app';

const files = '{ id original_name size visibility uploader_name uploaded_at url }';
const links = '{ id title url description category visibility sharedBy sharedAt }';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

describe('compiled execution of queries', () => {
  it('answers a query without variables (compiled) exactly as graphql-js answers it with one', async () => {
    const teacher = await app.seedUser({ role: Role.teacher, name: 'Cora Compiled' });
    await app.uploadRest(teacher.token!, samples.pdf);
    await app.rest('POST', '/api/links.php', {
      token: teacher.token,
      body: { title: 'Maps', url: 'https://example.org/maps', description: 'd' },
    });

    const compiled = await app.graphql(`{ sharedFiles ${files} sharedLinks ${links} }`, {}, teacher.token);
    const interpreted = await app.graphql(
      `query Lists($all: Boolean!) { sharedFiles @include(if: $all) ${files} sharedLinks @include(if: $all) ${links} }`,
      { all: true },
      teacher.token,
    );
    expect(compiled.errors).toBeUndefined();
    expect(compiled.data.sharedFiles).toHaveLength(1);
    expect(compiled.data.sharedLinks[0]).toMatchObject({ title: 'Maps', sharedBy: 'Cora Compiled' });
    expect(compiled.data).toEqual(interpreted.data);
  });

  it('keeps the code, message, path and location of a refusal', async () => {
    const answer = await app.graphql('{\n  sharedFiles { id }\n}', {});
    expect(answer.errors).toEqual([
      expect.objectContaining({
        extensions: { code: 'UNAUTHENTICATED' },
        path: ['sharedFiles'],
        locations: [{ line: 2, column: 3 }],
      }),
    ]);
    expect(answer.data).toBeNull();
  });
});
