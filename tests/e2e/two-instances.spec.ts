import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { accountMessages } from '@coop/contract';
import { expect, request, test, type APIRequestContext, type APIResponse } from './support/test';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';
import { sleep, startBuiltProduct } from '../support/product-server.mjs';
import { startThrowawayS3 } from '../support/throwaway-s3.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/credentials';
import { adminToken, apiLogin, bearer, createMember, listUsers, uniqueIdentity } from './support/members';

// Two instances of the built product over one PostgreSQL database and one S3 bucket, as two processes behind a
// load balancer run: everything one instance does must hold for the other, and races between them must end the
// way a single instance would end them. The tests share the two instances and run in order.
test.describe.configure({ mode: 'serial' });

/** Failed logins per account before 429, set low so the test stays short; every instance gets the same. */
const failureLimit = 4;
const bucket = 'coop-shared';
const prefix = 'uploads';
/**
 * How many times each race is run. The two requests leave together, but when each reaches the database depends
 * on two processes' scheduling: a race that goes right once by luck rarely does so this many times.
 */
const rounds = 8;

type Product = Awaited<ReturnType<typeof startBuiltProduct>>;

let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
let s3: Awaited<ReturnType<typeof startThrowawayS3>> | undefined;
const instances: Array<Product | undefined> = [undefined, undefined];
const contexts = new Map<string, APIRequestContext>();

test.beforeAll(async () => {
  test.setTimeout(60_000);
  [cluster, s3] = await Promise.all([startThrowawayPostgres({ databases: ['coop'] }), startThrowawayS3({ bucket })]);
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.dispose();
  await Promise.all(instances.map((instance) => instance?.stop()));
  await s3?.stop();
  await cluster?.stop();
});

/** One instance of the product on the shared database and bucket; each has a data folder of its own. */
function startInstance(index: number): Promise<Product> {
  return startBuiltProduct({
    label: `[two-instances ${'AB'[index]}]`,
    env: {
      DATABASE_URL: cluster!.urlFor('coop'),
      ...s3!.productEnv(prefix),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOGIN_FAILURE_LIMIT: String(failureLimit),
      // Every account here signs up from this one address, the races many times over.
      SIGNUP_LIMIT_PER_HOUR: '10000',
    },
    readyTimeoutMs: 60_000,
  });
}

/** Both instances, started one after the other when a test runs without the first one having started them. */
async function running(): Promise<void> {
  for (const index of [0, 1]) instances[index] ??= await startInstance(index);
}

/** An API client whose relative addresses go to instance `index` as it runs now. */
async function api(index: number): Promise<APIRequestContext> {
  const { url } = instances[index]!;
  let context = contexts.get(url);
  if (!context) {
    context = await request.newContext({ baseURL: url });
    contexts.set(url, context);
  }
  return context;
}

async function failure(response: APIResponse): Promise<{ status: number; error: unknown }> {
  const body = (await response.json()) as { success: boolean; error?: unknown };
  expect(body.success).toBe(false);
  return { status: response.status(), error: body.error };
}

/** Why an instance did not start: the error and the first lines of the server's output. */
const firstLines = (reason: unknown) => String(reason).split('\n').slice(0, 3).join('\n');

const adminEmails = async (index: number) =>
  (await listUsers(await api(index), await adminToken(await api(index))))
    .filter((user) => user.role === 'admin')
    .map((user) => user.email);

test('two instances started at once on an empty database both answer, and exactly one administrator is created', async () => {
  test.setTimeout(120_000);
  const started = await Promise.allSettled([startInstance(0), startInstance(1)]);
  started.forEach((result, index) => {
    if (result.status === 'fulfilled') instances[index] = result.value;
  });
  expect(started.map((result) => (result.status === 'fulfilled' ? 'answering' : firstLines(result.reason)))).toEqual([
    'answering',
    'answering',
  ]);

  // The administrator logs in through each, and each lists the one account.
  expect(await adminEmails(0)).toEqual([ADMIN_EMAIL]);
  expect(await adminEmails(1)).toEqual([ADMIN_EMAIL]);
});

test('failed logins taking turns between the instances are refused after the limit in total', async () => {
  await running();
  // Each instance writes the mail it delivers into its own folder, where the confirmation link may be: the limit on
  // failed logins does not wait for a confirmed address.
  const member = await createMember(await api(0), 'parent', 'Guessed', { confirmed: false });
  const login = async (index: number, password: string) =>
    (await (await api(index)).post('/api/login.php', { data: { email: member.email, password } })).status();

  const statuses: number[] = [];
  for (let attempt = 0; attempt < failureLimit + 2; attempt++) statuses.push(await login(attempt % 2, 'wrong-guess'));
  expect(statuses).toEqual([...Array<number>(failureLimit).fill(401), 429, 429]);
  // Even the right password waits out the window, on either instance.
  expect([await login(0, member.password), await login(1, member.password)]).toEqual([429, 429]);
});

test('the same new e-mail signing up on both instances at once: one account, the other answer 409', async () => {
  test.setTimeout(60_000);
  await running();
  const token = await adminToken(await api(0));
  for (let round = 0; round < rounds; round++) {
    const identity = uniqueIdentity('Twin');
    const data = { ...identity, password: 'twin-password-1' };
    const answers = await Promise.all(
      [0, 1].map(async (index) => (await api(index)).post('/api/signup.php', { data })),
    );

    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status() === 409)!;
    expect(await failure(refused)).toEqual({ status: 409, error: accountMessages.emailTaken });
    const accounts = (await listUsers(await api(0), token)).filter((user) => user.email === identity.email);
    expect(accounts).toHaveLength(1);
  }
});

test('two administrators demoting each other at once through different instances: one is refused, one remains', async () => {
  test.setTimeout(60_000);
  await running();
  const second = await createMember(await api(0), 'admin', 'Second admin');
  const firstId = (await listUsers(await api(0), await adminToken(await api(0)))).find(
    (user) => user.email === ADMIN_EMAIL,
  )!.id;
  const admins = [
    { id: String(firstId), email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    { id: second.id, email: second.email, password: second.password },
  ];
  expect((await adminEmails(1)).sort()).toEqual([ADMIN_EMAIL, second.email].sort());

  for (let round = 0; round < rounds; round++) {
    // Administrator 0 works through instance 0, administrator 1 through instance 1, each demoting the other.
    const tokens = await Promise.all(
      admins.map(async (admin, index) => apiLogin(await api(index), admin.email, admin.password)),
    );
    const answers = await Promise.all(
      admins.map(async (_, index) =>
        (await api(index)).put('/api/users.php', {
          headers: bearer(tokens[index]),
          data: { userId: admins[1 - index].id, action: 'change_role', role: 'teacher' },
        }),
      ),
    );

    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 403]);
    const winner = answers.findIndex((answer) => answer.status() === 200);
    const refusal = await failure(answers[1 - winner]);
    expect([accountMessages.lastAdmin, accountMessages.forbidden]).toContain(refusal.error);
    // The one whose demotion went through is the only administrator, as both instances see it.
    for (const index of [0, 1]) {
      const users = await listUsers(await api(index), tokens[winner]);
      expect(users.filter((user) => user.role === 'admin').map((user) => user.email)).toEqual([admins[winner].email]);
    }

    // The remaining administrator makes the other one an administrator again for the next round.
    const restored = await (
      await api(winner)
    ).put('/api/users.php', {
      headers: bearer(tokens[winner]),
      data: { userId: admins[1 - winner].id, action: 'change_role', role: 'admin' },
    });
    expect(restored.status()).toBe(200);
  }
});

/** The headers a download is described by (not the ones that differ per answer, such as Date). */
function downloadHeaders(response: APIResponse): Record<string, string | undefined> {
  const headers = response.headers();
  const names = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'cache-control'];
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

async function purgeFromTrash(api: APIRequestContext, token: string, fileId: string): Promise<unknown> {
  const answer = await api.post('/graphql', {
    headers: bearer(token),
    data: {
      query: 'mutation ($id: ID!) { purgeTrashedItem(kind: file, id: $id) }',
      variables: { id: fileId },
    },
  });
  expect(answer.status()).toBe(200);
  return answer.json();
}

test('a file uploaded through one instance downloads whole through the other, is deleted there, and leaves the bucket when purged', async () => {
  await running();
  const teacher = await createMember(await api(0), 'teacher', 'Uploader');
  const [tokenA, tokenB] = await Promise.all(
    [0, 1].map(async (index) => apiLogin(await api(index), teacher.email, teacher.password)),
  );
  const keysBefore = await s3!.keys(prefix);
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);
  const name = 'Field notes – café.pdf';

  const uploaded = await (
    await api(0)
  ).post('/api/files.php', {
    headers: bearer(tokenA),
    multipart: { file: { name, mimeType: 'application/pdf', buffer: bytes }, visibility: 'everyone' },
  });
  expect(uploaded.status()).toBe(200);
  const file = ((await uploaded.json()) as { file: { id: string | number; url: string } }).file;
  const newKeys = (await s3!.keys(prefix)).filter((key) => !keysBefore.includes(key));
  expect(newKeys).toHaveLength(1);

  const throughB = await (await api(1)).get(file.url, { headers: bearer(tokenB) });
  const throughA = await (await api(0)).get(file.url, { headers: bearer(tokenA) });
  expect(throughB.status()).toBe(200);
  expect((await throughB.body()).equals(bytes)).toBe(true);
  expect(downloadHeaders(throughB)).toEqual(downloadHeaders(throughA));
  expect(downloadHeaders(throughB)).toMatchObject({
    'content-type': 'application/pdf',
    'content-length': String(bytes.length),
    'x-content-type-options': 'nosniff',
    'content-disposition': expect.stringContaining(encodeURIComponent(name)),
  });

  const deleted = await (await api(1)).delete(`/api/files.php?file_id=${file.id}`, { headers: bearer(tokenB) });
  expect(deleted.status()).toBe(200);
  for (const [index, token] of [tokenA, tokenB].entries()) {
    expect((await (await api(index)).get(file.url, { headers: bearer(token) })).status()).toBe(404);
  }
  // A deleted file waits in the trash, bytes included, until an administrator purges it (or its time is up).
  expect(await s3!.keys(prefix)).toContain(newKeys[0]);
  expect(await purgeFromTrash(await api(0), await adminToken(await api(0)), String(file.id))).toEqual({
    data: { purgeTrashedItem: true },
  });
  expect(await s3!.keys(prefix)).not.toContain(newKeys[0]);
});

const boundary = '----two-instances-boundary';
const megabyte = 1024 * 1024;

/**
 * Uploads `megabytes` of a PDF through the REST shim at a walking pace, one megabyte at a time, and calls
 * `halfway` once half is sent; resolves with the answer, when it came, and the SHA-256 of the file's bytes.
 */
function slowUpload(
  url: string,
  token: string,
  { megabytes, halfway }: { megabytes: number; halfway: () => void },
): Promise<{ status: number | undefined; body: string; answeredAt: number; sha256: string }> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="visibility"\r\n\r\neveryone\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/api/files.php`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + megabytes * megabyte + tail.length),
        authorization: `Bearer ${token}`,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, body, answeredAt: Date.now(), sha256: hash.digest('hex') }),
      );
    });
    void (async () => {
      req.write(head);
      for (let sent = 0; sent < megabytes; sent++) {
        const piece = randomBytes(megabyte);
        if (sent === 0) piece.write('%PDF-1.7\n', 'latin1');
        hash.update(piece);
        if (!req.write(piece)) await new Promise((drained) => req.once('drain', drained));
        if (sent === Math.floor(megabytes / 2)) halfway();
        await sleep(60);
      }
      req.end(tail);
    })().catch(reject);
  });
}

test('an upload in progress on one instance completes while the other restarts, and the file downloads whole', async () => {
  test.setTimeout(120_000);
  await running();
  const teacher = await createMember(await api(0), 'teacher', 'Big uploader');
  const token = await apiLogin(await api(0), teacher.email, teacher.password);

  let stoppedAt = Infinity;
  let restart: Promise<number | string | null> | undefined;
  const restartB = async () => {
    const exit = await instances[1]!.stop();
    stoppedAt = Date.now();
    instances[1] = undefined;
    // Its start-up reconciliation runs while the other instance receives the upload and sends it to the store.
    instances[1] = await startInstance(1);
    return exit;
  };
  const upload = await slowUpload(instances[0]!.url, token, {
    megabytes: 30,
    halfway: () => (restart = restartB()),
  });
  expect(await restart).toBe(0);

  expect(upload.status, upload.body).toBe(200);
  expect(stoppedAt).toBeLessThan(upload.answeredAt);
  const file = (JSON.parse(upload.body) as { file: { url: string; size: number } }).file;
  expect(file.size).toBe(30 * megabyte);

  const restarted = await api(1);
  const download = await restarted.get(file.url, {
    headers: bearer(await apiLogin(restarted, teacher.email, teacher.password)),
  });
  expect(download.status()).toBe(200);
  const downloaded = await download.body();
  expect(downloaded.length).toBe(30 * megabyte);
  expect(createHash('sha256').update(downloaded).digest('hex')).toBe(upload.sha256);
});
