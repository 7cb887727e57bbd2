import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLObjectType } from 'graphql';
import { buildGraphqlSchema } from '../../graphql/schema';
import { samples } from '../../test-support/sample-files';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

describe('listings built from raw rows and from new rows', () => {
  it('answer every field of a GraphQL list', async () => {
    const teacher = await app.seedUser({ role: Role.teacher, name: 'Lena Lister' });
    const uploaded = await app.uploadRest(teacher.token!, samples.txt);
    expect(uploaded.body.file).toMatchObject({ uploader_name: 'Lena Lister', url: `/files/${uploaded.body.file.id}` });
    await app.rest('POST', '/api/links.php', {
      token: teacher.token,
      body: { title: 'Listed', url: 'https://example.org/listed', description: 'd' },
    });
    const answer = await app.graphql(
      '{ sharedFiles { id original_name size visibility uploader_name uploaded_at url } sharedLinks { id title sharedBy sharedAt } }',
      {},
      teacher.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.sharedFiles[0]).toMatchObject({ uploader_name: 'Lena Lister', original_name: samples.txt.name });
    expect(answer.data.sharedFiles[0].url).toBe(`/files/${answer.data.sharedFiles[0].id}`);
    // Read back as the instant the upload answered with, to the millisecond, whichever engine wrote it out.
    expect(answer.data.sharedFiles[0].uploaded_at).toBe(uploaded.body.file.uploaded_at);
    expect(answer.data.sharedLinks[0]).toMatchObject({ title: 'Listed', sharedBy: 'Lena Lister' });
  });
});

describe('listing types', () => {
  // Lists are read on every dashboard load: a per-field resolver on each row's field costs about a
  // tenth of the GraphQL throughput, so every listed field must be read straight off the row.
  it('read every field straight off the row, inherited fields too', async () => {
    const schema = await buildGraphqlSchema();
    for (const name of ['SharedFile', 'SharedLink', 'TrashedItem']) {
      const type = schema.getType(name);
      expect(type, name).toBeInstanceOf(GraphQLObjectType);
      const wrapped = Object.values((type as GraphQLObjectType).getFields()).filter((field) => field.resolve);
      expect(wrapped.map((field) => `${name}.${field.name}`)).toEqual([]);
    }
  });
});
