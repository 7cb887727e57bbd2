import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startApp, storeContents } from '../../test-support/storage-under-test';
import { openRestUpload } from '../../test-support/rest-upload';
import { pdfOfSize, samples } from '../../test-support/sample-files';
import { visibilityMessages } from '../sharing';
import { Role } from '../accounts';
import { SharedFile } from './file.entity';
import { downloadPolicy } from '../../http/security-headers';
import { requestTimeoutMs } from '../../http/connection-timeouts';
import { fileMessages, maxUploadBytes } from '@coop/contract';

let app: TestApp;
let teacher: string;
let parent: string;
let admin: string;
beforeAll(async () => {
  app = await startApp();
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher, name: 'Ms. Rivera' })).token!;
  parent = (await app.seedUser({ role: Role.parent })).token!;
});
afterAll(() => app.stop());

const rowCount = () => app.app.db.manager.count(SharedFile);

/** Runs an upload that must be refused, and checks nothing was kept: no row, no stored bytes, no temporary file. */
async function expectRefused(
  upload: () => Promise<{ status: number; message: string | undefined }>,
  status: number,
  message: string,
) {
  const rows = await rowCount();
  const stored = (await storeContents(app)).files.length;
  const answer = await upload();
  expect(answer.status).toBe(status);
  expect(answer.message).toBe(message);
  expect(await rowCount()).toBe(rows);
  expect(await storeContents(app)).toEqual({ files: expect.any(Array), tmp: [] });
  expect((await storeContents(app)).files).toHaveLength(stored);
}

/** Seconds over which `uploadOverSlowLink` spreads a body. */
const slowLinkSeconds = 20;

/**
 * POST /api/files.php with the file's bytes handed over a slice at a time with a pause after each, spread over
 * `slowLinkSeconds`: the pauses stand for a slow link, and writing waits for the server to take each slice.
 */
async function uploadOverSlowLink(token: string, file: { name: string; bytes: Buffer }) {
  const { request, head, tail, answer } = openRestUpload(app, token, { name: file.name, size: file.bytes.length });
  const slices = 200;
  const sliceBytes = Math.ceil(file.bytes.length / slices);
  async function* body() {
    yield head;
    for (let at = 0; at < file.bytes.length; at += sliceBytes) {
      yield file.bytes.subarray(at, at + sliceBytes);
      await pause((slowLinkSeconds * 1000) / slices);
    }
    yield tail;
  }
  const [, answered] = await Promise.all([pipeline(Readable.from(body()), request), answer]);
  return answered;
}

const viaRest = (file: { name: string; bytes: Buffer }, visibility?: string) => async () => {
  const answer = await app.uploadRest(teacher, file, visibility);
  return { status: answer.status, message: answer.body.error };
};

const statusOf: Record<string, number> = { BAD_USER_INPUT: 400, PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415 };
const viaGraphql = (file: { name: string; bytes: Buffer }, visibility?: string) => async () => {
  const answer = await app.uploadGraphql(teacher, file, visibility);
  const error = answer.errors?.[0];
  return { status: error ? (statusOf[error.extensions?.code ?? ''] ?? 500) : 200, message: error?.message };
};

describe('accepted uploads', () => {
  it.each(Object.entries(samples))(
    'accepts a genuine %s file on both channels, stored under a random id',
    async (_type, file) => {
      const rest = await app.uploadRest(teacher, file);
      expect(rest.status).toBe(200);
      expect(rest.body.file).toMatchObject({
        original_name: file.name,
        size: file.bytes.length,
        visibility: 'everyone',
        uploader_name: 'Ms. Rivera',
      });
      expect(rest.body.file.url).toBe(`/files/${rest.body.file.id}`);
      expect((await storeContents(app)).files).not.toContain(file.name);
      const graphql = await app.uploadGraphql(teacher, file);
      expect(graphql.errors).toBeUndefined();
      expect(graphql.data.uploadFile).toMatchObject({
        original_name: file.name,
        size: file.bytes.length,
        uploader_name: 'Ms. Rivera',
      });
    },
  );

  it('accepts exactly 52,428,800 bytes', async () => {
    const answer = await app.uploadRest(teacher, { name: 'big.pdf', bytes: pdfOfSize(maxUploadBytes) });
    expect(answer.status).toBe(200);
    expect(answer.body.file.size).toBe(52_428_800);
  });

  it('accepts the largest file sent slowly, as from a phone on a weak signal', async () => {
    // 50 MB at 256 kbit/s takes 1,638 s, and Node's own limit for a whole request is 300 s.
    expect(requestTimeoutMs).toBeGreaterThan(1_638_400);
    const started = performance.now();
    const answer = await uploadOverSlowLink(teacher, { name: 'slow.pdf', bytes: pdfOfSize(maxUploadBytes) });
    expect(answer.status).toBe(200);
    expect(answer.body.file.size).toBe(52_428_800);
    // The bytes did trickle in, for longer than any client keeps a connection idle.
    expect(performance.now() - started).toBeGreaterThan(slowLinkSeconds * 1000);
    expect((await storeContents(app)).tmp).toEqual([]);
  }, 120_000);

  it.each([
    ['../../x.pdf', 'x.pdf'],
    ['..\\..\\windows\\x.pdf', 'x.pdf'],
    ['re\u202eport\u200f.pdf', 'report.pdf'],
    ['  spaced out .pdf', 'spaced out .pdf'],
  ])('keeps %j only as the display name %j, with the bytes inside storage', async (name, cleaned) => {
    const answer = await app.uploadRest(teacher, { name, bytes: samples.pdf.bytes });
    expect(answer.status).toBe(200);
    expect(answer.body.file.original_name).toBe(cleaned);
    expect((await storeContents(app)).files).not.toContain(cleaned);
  });
});

describe('refused uploads leave nothing behind', () => {
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);
  const cases: Array<[string, { name: string; bytes: Buffer }, number, string]> = [
    ['an executable renamed .pdf', { name: 'homework.pdf', bytes: exe }, 415, fileMessages.typeNotAllowed],
    ['PNG bytes named .pdf', { name: 'chart.pdf', bytes: samples.png.bytes }, 415, fileMessages.typeNotAllowed],
    [
      'a .txt holding NUL bytes',
      { name: 'notes.txt', bytes: Buffer.from('hello\u0000world') },
      415,
      fileMessages.typeNotAllowed,
    ],
    [
      'a .txt that is not UTF-8',
      { name: 'notes.txt', bytes: Buffer.from([0x68, 0xff, 0xfe, 0x69]) },
      415,
      fileMessages.typeNotAllowed,
    ],
    [
      'a zip without word/document.xml named .docx',
      { name: 'fake.docx', bytes: samples.docx.bytes.subarray(0, 4) },
      415,
      fileMessages.typeNotAllowed,
    ],
    ['an .exe', { name: 'setup.exe', bytes: exe }, 415, fileMessages.typeNotAllowed],
    ['a name without extension', { name: 'README', bytes: samples.txt.bytes }, 415, fileMessages.typeNotAllowed],
    ['an empty file', { name: 'empty.txt', bytes: Buffer.alloc(0) }, 400, fileMessages.empty],
    ['52,428,801 bytes', { name: 'huge.pdf', bytes: pdfOfSize(maxUploadBytes + 1) }, 413, fileMessages.tooLarge],
    [
      '60 MB, well past the limit',
      { name: 'huger.pdf', bytes: pdfOfSize(60 * 1024 * 1024) },
      413,
      fileMessages.tooLarge,
    ],
  ];

  it.each(cases)('REST: %s', async (_name, file, status, message) => {
    await expectRefused(viaRest(file), status, message);
  });

  it.each(cases)('GraphQL: %s', async (_name, file, status, message) => {
    await expectRefused(viaGraphql(file), status, message);
  });

  it('a name with control characters, which the multipart parser cannot read', async () => {
    await expectRefused(viaRest({ name: 're\u0007port.pdf', bytes: samples.pdf.bytes }), 400, fileMessages.unreadable);
  });

  it('an unknown visibility', async () => {
    await expectRefused(
      viaRest(samples.pdf, 'friends'),
      400,
      'Please choose who can see it: everyone, teachers_and_admins or admin_only',
    );
  });

  it('a form without a file', async () => {
    await expectRefused(
      async () => {
        const form = new FormData();
        form.append('visibility', 'everyone');
        const response = await fetch(`${app.url}/api/files.php`, {
          method: 'POST',
          headers: { authorization: `Bearer ${teacher}` },
          body: form,
        });
        return { status: response.status, message: ((await response.json()) as { error: string }).error };
      },
      400,
      fileMessages.missing,
    );
  });

  it('a multipart request to /graphql without the preflight header', async () => {
    await expectRefused(
      async () => {
        const answer = await app.uploadGraphql(teacher, samples.pdf, undefined, {});
        return { status: answer.status, message: answer.errors?.[0].message };
      },
      400,
      fileMessages.preflightRequired,
    );
  });

  it.each(['REST', 'GraphQL'])('%s: a client that disconnects half way through a large upload', async (channel) => {
    const rows = await rowCount();
    const boundary = '----coop-test-boundary';
    const graphqlParts =
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
      JSON.stringify({
        query: 'mutation($file: Upload!) { uploadFile(file: $file) { id } }',
        variables: { file: null },
      }) +
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n`;
    const head =
      (channel === 'GraphQL' ? graphqlParts : '') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${channel === 'GraphQL' ? '0' : 'file'}"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n';
    const request = await new Promise<http.ClientRequest>((resolve) => {
      const request = http.request(`${app.url}${channel === 'GraphQL' ? '/graphql' : '/api/files.php'}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${teacher}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 30 * 1024 * 1024),
          'apollo-require-preflight': 'true',
        },
      });
      request.on('error', () => undefined);
      request.write(head);
      const chunk = Buffer.alloc(1024 * 1024, 0x41);
      let sent = 0;
      const pump = () => {
        while (sent < 10) {
          sent++;
          if (!request.write(chunk)) break;
        }
        if (sent < 10) request.once('drain', pump);
        else resolve(request);
      };
      pump();
    });
    // Once the server is writing the file, the connection drops, as on a phone losing signal.
    await expect.poll(async () => (await storeContents(app)).tmp).toHaveLength(1);
    request.destroy();
    await expect.poll(async () => (await storeContents(app)).tmp, { timeout: 5000 }).toEqual([]);
    expect(await rowCount()).toBe(rows);
  });
});

describe('download', () => {
  it('streams the bytes as an attachment under the original name, never cached', async () => {
    const uploaded = await app.uploadRest(teacher, { name: 'Plan de clase — ñandú.txt', bytes: samples.txt.bytes });
    const response = await fetch(app.url + uploaded.body.file.url, { headers: { authorization: `Bearer ${teacher}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Plan de clase _ _and_.txt"; filename*=UTF-8''${encodeURIComponent('Plan de clase — ñandú.txt')}`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(samples.txt.bytes);
  });

  it('forbids the browser to run or load anything from a downloaded file', async () => {
    const uploaded = await app.uploadRest(teacher, samples.txt);
    const response = await fetch(app.url + uploaded.body.file.url, { headers: { authorization: `Bearer ${teacher}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(downloadPolicy).toBe("sandbox; default-src 'none'");
  });

  it('is never reachable without a token, nor as a static file', async () => {
    const uploaded = await app.uploadRest(teacher, samples.pdf);
    expect((await fetch(app.url + uploaded.body.file.url)).status).toBe(401);
    const [storedId] = (await storeContents(app)).files;
    for (const path of [`/files/${storedId}`, `/data/files/${storedId}`, `/content/../data/files/${storedId}`]) {
      const response = await fetch(app.url + path, { headers: { authorization: `Bearer ${admin}` } });
      expect(response.status).toBe(404);
    }
  });

  it('answers 404 for an unknown file', async () => {
    const response = await fetch(`${app.url}/files/not-a-file`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, error: fileMessages.notFound });
  });
});

describe('deleting a user', () => {
  it("removes their files' rows and bytes, and their links, and reports the counts", async () => {
    const { user, token } = await app.seedUser({ role: Role.teacher });
    const ids: string[] = [];
    for (const file of [samples.pdf, samples.png, samples.docx])
      ids.push((await app.uploadRest(token, file)).body.file.id);
    for (const title of ['One', 'Two']) {
      await app.rest('POST', '/api/links.php', {
        token,
        body: { title, url: 'https://example.org', description: 'd' },
      });
    }
    const stored = (await app.app.db.manager.findBy(SharedFile, { uploaderId: user.id })).map((file) => file.storedId);
    expect(stored).toHaveLength(3);
    const before = (await storeContents(app)).files.length;

    const answer = await app.rest('DELETE', '/api/users.php', {
      token: admin,
      body: { userId: user.id, forceDelete: true },
    });
    expect(answer.body).toEqual({ success: true, deleted: { files: 3, links: 2 } });
    expect((await storeContents(app)).files).toHaveLength(before - 3);
    for (const id of stored) expect((await storeContents(app)).files).not.toContain(id);
    expect(await app.app.db.manager.countBy(SharedFile, { uploaderId: user.id })).toBe(0);
  });

  it('deleting one file keeps its bytes while it waits in the trash', async () => {
    const uploaded = await app.uploadRest(teacher, samples.jpeg);
    const row = await app.app.db.manager.findOneByOrFail(SharedFile, { id: uploaded.body.file.id });
    expect((await storeContents(app)).files).toContain(row.storedId);
    expect((await app.rest('DELETE', `/api/files.php?file_id=${row.id}`, { token: teacher })).status).toBe(200);
    expect((await storeContents(app)).files).toContain(row.storedId);
  });
});

/** A GraphQL multipart request with the given operations, map and file parts, operations and map first as that protocol requires. */
async function graphqlMultipart(
  token: string,
  operations: unknown,
  map: Record<string, string[]>,
  files: Record<string, { name: string; bytes: Buffer }>,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  for (const [field, file] of Object.entries(files))
    form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  return { status: response.status, body };
}

describe('GraphQL multipart edge cases', () => {
  it('refuses two files in one request with 400, storing and logging nothing', async () => {
    const logged = app.logs.length;
    await expectRefused(
      async () => {
        const answer = await graphqlMultipart(
          teacher,
          {
            query:
              'mutation($a: Upload!, $b: Upload!) { a: uploadFile(file: $a) { id } b: uploadFile(file: $b) { id } }',
            variables: { a: null, b: null },
          },
          { 0: ['variables.a'], 1: ['variables.b'] },
          { 0: samples.pdf, 1: samples.png },
        );
        expect(answer.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        return { status: answer.status, message: answer.body.errors?.[0].message };
      },
      400,
      fileMessages.oneFilePerRequest,
    );
    expect(app.logs.slice(logged).join('\n')).not.toMatch(/error on|at .*\.js/);
  });

  it.each([
    [
      'two variables',
      'mutation($a: Upload!, $b: Upload!) { one: uploadFile(file: $a) { id } two: uploadFile(file: $b) { id } }',
      { a: null, b: null },
      ['variables.a', 'variables.b'],
    ],
    [
      'one variable used twice',
      'mutation($f: Upload!) { one: uploadFile(file: $f) { id } two: uploadFile(file: $f) { id } }',
      { f: null },
      ['variables.f'],
    ],
    [
      'a fragment beside the field',
      'mutation($f: Upload!) { one: uploadFile(file: $f) { id } ...Again } fragment Again on Mutation { two: uploadFile(file: $f) { id } }',
      { f: null },
      ['variables.f'],
    ],
  ])(
    'refuses one file sent to two uploadFile calls (%s) before storing anything',
    async (_name, query, variables, paths) => {
      await expectRefused(
        async () => {
          const answer = await graphqlMultipart(teacher, { query, variables }, { 0: paths }, { 0: samples.pdf });
          expect(answer.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
          return { status: answer.status, message: answer.body.errors?.[0].message };
        },
        400,
        fileMessages.oneFilePerRequest,
      );
    },
  );
});

/**
 * Starts a 50 MB GraphQL upload but sends only its first megabyte, and waits for the answer: a
 * server that must read the body before refusing would never answer.
 */
function answerToUnfinishedUpload(token: string | undefined, visibility: string) {
  const boundary = '----coop-early-refusal';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
    JSON.stringify({
      query: 'mutation($file: Upload!, $v: Visibility) { uploadFile(file: $file, visibility: $v) { id } }',
      variables: { file: null, v: visibility },
    }) +
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const request = http.request(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + maxUploadBytes),
        'apollo-require-preflight': 'true',
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    request.on('error', reject);
    request.write(head);
    request.write(Buffer.alloc(1024 * 1024, 0x41));
  });
}

describe('a GraphQL upload that will be refused', () => {
  it.each<[string, () => string | undefined, string, number, string, string]>([
    ['no token', () => undefined, 'everyone', 401, 'UNAUTHENTICATED', fileMessages.noToken],
    ['a parent', () => parent, 'everyone', 403, 'FORBIDDEN', fileMessages.uploadForbidden],
    ['a teacher choosing admin_only', () => teacher, 'admin_only', 403, 'FORBIDDEN', visibilityMessages.notAllowed],
  ])(
    'from %s is refused with its status before the body is read',
    async (_who, token, visibility, status, code, message) => {
      const rows = await rowCount();
      const answer = await answerToUnfinishedUpload(token(), visibility);
      expect(answer.status).toBe(status);
      expect(answer.body.errors[0]).toMatchObject({ message, extensions: { code } });
      expect(await rowCount()).toBe(rows);
      await expect.poll(async () => (await storeContents(app)).tmp).toEqual([]);
    },
  );
});

describe('upload allowance per account (UPLOAD_LIMIT_PER_10_MIN)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startApp({}, { UPLOAD_LIMIT_PER_10_MIN: '3' });
  });
  afterAll(() => limited.stop());

  it('counts both channels together and then answers 429 on each, in its own shape', async () => {
    const { token } = await limited.seedUser({ role: Role.teacher });
    expect((await limited.uploadRest(token!, samples.pdf)).status).toBe(200);
    expect((await limited.uploadGraphql(token!, samples.png)).errors).toBeUndefined();
    expect((await limited.uploadRest(token!, samples.txt)).status).toBe(200);

    const rest = await limited.uploadRest(token!, samples.pdf);
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({ success: false, error: fileMessages.tooManyUploads });
    const graphql = await limited.uploadGraphql(token!, samples.pdf);
    expect(graphql.status).toBe(429);
    expect(graphql.errors?.[0]).toMatchObject({
      message: fileMessages.tooManyUploads,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });

    // Another account keeps its own allowance.
    const other = await limited.seedUser({ role: Role.teacher });
    expect((await limited.uploadRest(other.token!, samples.pdf)).status).toBe(200);
  });

  it('holds for uploads sent in parallel', async () => {
    const { token } = await limited.seedUser({ role: Role.teacher });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => limited.uploadRest(token!, samples.txt).then((answer) => answer.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await storeContents(limited)).tmp).toEqual([]);
  });
});
