import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../test-support/test-app';
import { uploadMessages } from '../graphql/upload-failures';
import { fileMessages } from '@coop/contract';
import { bodyMessages } from './rest';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
}, 120_000);
afterAll(() => app.stop());

const json = { 'content-type': 'application/json' };
const boundary = '----hostile';
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };

describe('a GraphQL upload that breaks off', () => {
  const operations = JSON.stringify({
    query: 'mutation($file: Upload!) { uploadFile(file: $file) { id } }',
    variables: { file: null },
  });
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.file'] }));

  async function upload(body: string) {
    const token = await app.adminToken();
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...multipart, authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      body,
    });
    return {
      status: response.status,
      body: (await response.json()) as { errors?: Array<{ message: string; extensions: { code: string } }> },
    };
  }

  async function nothingStored() {
    const token = await app.adminToken();
    const listed = await app.rest('GET', '/api/files.php', { token });
    expect(listed.body.files).toEqual([]);
    expect(app.storedFiles()).toEqual({ files: [], tmp: [] });
  }

  it('answers 400 BAD_USER_INPUT when the map names a part that is not sent, and stores nothing', async () => {
    const answer = await upload(head + `--${boundary}--\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: uploadMessages.partMissing,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await nothingStored();
  });

  it('answers 400 BAD_USER_INPUT when the body is cut off mid-file, and stores nothing', async () => {
    const cut =
      head + `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="notes.txt"\r\n\r\nhalf a fi`;
    const answer = await upload(cut);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: fileMessages.interrupted,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await nothingStored();
  });
});

describe('a body in a character set or compression the server does not read', () => {
  const bogusCharset = { 'content-type': 'application/json; charset=bogus' };
  const doubleCompressed = { ...json, 'content-encoding': 'deflate, gzip' };

  it.each([
    ['charset', bogusCharset, bodyMessages.charset],
    ['encoding', doubleCompressed, bodyMessages.encoding],
  ])("answers 415 with the unsupported %s in each channel's shape", async (_kind, headers, message) => {
    const post = (path: string, extra: Record<string, string> = {}) =>
      fetch(app.url + path, { method: 'POST', headers: { ...headers, ...extra }, body: '{}' });
    const rest = await post('/api/login.php');
    expect(rest.status).toBe(415);
    expect(await rest.json()).toEqual({ success: false, error: message, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const graphql = await post('/graphql');
    expect(graphql.status).toBe(415);
    expect(await graphql.json()).toEqual({ errors: [{ message, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
    const form = await post('/forms/enrollment', { accept: 'application/json' });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ ok: false, error: message });
  });

  it("answers 400 to a body that claims gzip and is not, in the shim's shape", async () => {
    const answer = await fetch(`${app.url}/api/login.php`, {
      method: 'POST',
      headers: { ...json, 'content-encoding': 'gzip' },
      body: '{"email":"a@b.co"}',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, error: bodyMessages.unreadable, code: 'BAD_USER_INPUT' });
  });
});
