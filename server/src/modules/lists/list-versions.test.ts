import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../test-support/sample-files';
import { adminCredentials, TestApp } from '../../test-support/test-app';
import { listsChanged } from '../../db/list-versions';
import { Role, UserStatus } from '../accounts';

let app: TestApp;
let admin: string;
let teacher: string;
let parent: string;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
  parent = (await app.seedUser({ role: Role.parent })).token!;
});
afterAll(() => app.stop());

type Versions = Record<'users' | 'files' | 'links' | 'trash' | 'submissions' | 'outbox', number | null>;
const versionsQuery = '{ listVersions { users files links trash submissions outbox } }';

async function versions(token = admin, through = app): Promise<Versions> {
  const answer = await through.graphql(versionsQuery, {}, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.listVersions;
}

/** Which counters moved, and by how much, while `write` ran. */
async function movedBy(write: () => Promise<unknown>): Promise<Partial<Versions>> {
  const before = await versions();
  await write();
  const after = await versions();
  const moved: Partial<Versions> = {};
  for (const key of Object.keys(before) as Array<keyof Versions>) {
    if (after[key] !== before[key]) moved[key] = after[key]! - before[key]!;
  }
  return moved;
}

const users = (method: string, body: unknown) => app.rest(method, '/api/users.php', { token: admin, body });
const gql = (query: string, variables: Record<string, unknown> = {}, token = admin) =>
  app.graphql(query, variables, token);

async function expectStatus(call: Promise<{ status: number }>, status: number): Promise<void> {
  expect((await call).status).toBe(status);
}

async function uploadedFileId(): Promise<string> {
  const answer = await app.uploadRest(teacher, samples.pdf, 'everyone');
  expect(answer.status).toBe(200);
  return answer.body.file.id;
}

async function sharedLinkId(): Promise<string> {
  const answer = await app.rest('POST', '/api/links.php', {
    token: teacher,
    body: { title: 'Maps', url: 'https://example.org/maps', description: 'Handy', category: 'General' },
  });
  expect(answer.status).toBe(200);
  return answer.body.link.id;
}

describe('the users counter', () => {
  it('counts the first administrator, created at start, and nothing else yet', async () => {
    expect(await versions()).toEqual({ users: 1, files: 0, links: 0, trash: 0, submissions: 0, outbox: 0 });
  });

  it('moves with a sign-up', async () => {
    const email = `new-${Date.now()}@example.test`;
    expect(
      await movedBy(() =>
        expectStatus(
          app.rest('POST', '/api/signup.php', { body: { name: 'New One', email, password: 'a-long-password-1' } }),
          200,
        ),
      ),
    ).toEqual({ users: 1, outbox: 1 });
  });

  // Each of these but the deletion mails the account (its own write moving the outbox's counter too).
  it('moves with an approval, a rejection, a role change, a forced reset and a deletion', async () => {
    const mailed = { users: 1, outbox: 1 };
    const pending = await app.seedUser({ status: UserStatus.pending });
    expect(await movedBy(() => expectStatus(users('POST', { userId: pending.user.id }), 200))).toEqual(mailed);
    const other = await app.seedUser({ status: UserStatus.pending });
    expect(await movedBy(() => expectStatus(users('DELETE', { userId: other.user.id }), 200))).toEqual(mailed);
    expect(
      await movedBy(() =>
        expectStatus(users('PUT', { userId: pending.user.id, action: 'change_role', role: 'teacher' }), 200),
      ),
    ).toEqual(mailed);
    expect(
      await movedBy(() => expectStatus(users('PUT', { userId: pending.user.id, action: 'force_password_reset' }), 200)),
    ).toEqual(mailed);
    expect(
      await movedBy(() => expectStatus(users('DELETE', { userId: pending.user.id, forceDelete: true }), 200)),
    ).toEqual({ users: 1, trash: 1 });
  });

  it('moves when a required reset ends with a new password', async () => {
    const { user, password } = await app.seedUser({ status: UserStatus.password_reset_required });
    const token = await app.seedSession(user.id);
    const change = app.rest('POST', '/api/change-password.php', {
      token,
      body: { currentPassword: password, newPassword: 'another-password-2' },
    });
    // The member is told their password changed.
    expect(await movedBy(() => expectStatus(change, 200))).toEqual({ users: 1, outbox: 1 });
  });

  it('stays where it was when a change is refused', async () => {
    const approved = await app.seedUser();
    const adminId = (await app.rest('POST', '/api/validate.php', { token: admin })).body.user.id;
    const asTeacher = { userId: approved.user.id, action: 'change_role', role: 'admin' };
    const taken = { name: 'Again', email: adminCredentials.email, password: 'a-long-password-1' };
    expect(
      await movedBy(async () => {
        await expectStatus(users('POST', { userId: approved.user.id }), 400);
        await expectStatus(users('PUT', { userId: adminId, action: 'change_role', role: 'parent' }), 403);
        await expectStatus(users('DELETE', { userId: 'no-such-user', forceDelete: true }), 404);
        await expectStatus(app.rest('PUT', '/api/users.php', { token: teacher, body: asTeacher }), 403);
        await expectStatus(app.rest('POST', '/api/signup.php', { body: taken }), 409);
      }),
    ).toEqual({});
  });

  it('stays where it was when a write fails after saying what it changed', async () => {
    const failing = app.app.db.write(async (manager) => {
      listsChanged(manager, 'users', 'files');
      throw new Error('the write failed');
    });
    expect(await movedBy(() => expect(failing).rejects.toThrow('the write failed'))).toEqual({});
  });
});

describe('the files, links and trash counters', () => {
  it('move with an upload, a deletion, a restore and a removal for good', async () => {
    let id = '';
    expect(await movedBy(async () => (id = await uploadedFileId()))).toEqual({ files: 1 });
    expect(
      await movedBy(() => expectStatus(app.rest('DELETE', `/api/files.php?file_id=${id}`, { token: teacher }), 200)),
    ).toEqual({
      files: 1,
      trash: 1,
    });
    const restore = 'mutation($id: ID!) { restoreTrashedItem(kind: file, id: $id) }';
    expect(await movedBy(() => gql(restore, { id }))).toEqual({ files: 1, trash: 1 });
    await expectStatus(app.rest('DELETE', `/api/files.php?file_id=${id}`, { token: teacher }), 200);
    const purge = 'mutation($id: ID!) { purgeTrashedItem(kind: file, id: $id) }';
    expect(await movedBy(() => gql(purge, { id }))).toEqual({ trash: 1 });
  });

  it('move with a shared link, its deletion and the timed purge', async () => {
    let id = '';
    expect(await movedBy(async () => (id = await sharedLinkId()))).toEqual({ links: 1 });
    expect(
      await movedBy(() =>
        expectStatus(app.rest('DELETE', '/api/links.php', { token: teacher, body: { linkId: id } }), 200),
      ),
    ).toEqual({
      links: 1,
      trash: 1,
    });
    const muchLater = new Date(Date.now() + 365 * 24 * 3600_000);
    expect(await movedBy(() => app.app.trash.purgeExpired(muchLater))).toEqual({ trash: 1 });
    // A purge that finds nothing changes nothing.
    expect(await movedBy(() => app.app.trash.purgeExpired(muchLater))).toEqual({});
  });

  it('move together when an account goes with its files and links', async () => {
    const owner = await app.seedUser({ role: Role.teacher });
    await expectStatus(app.uploadRest(owner.token, samples.txt, 'everyone'), 200);
    const link = { title: 'Owned', url: 'https://example.org/owned', description: 'Handy', category: 'General' };
    await expectStatus(app.rest('POST', '/api/links.php', { token: owner.token, body: link }), 200);
    expect(
      await movedBy(() => expectStatus(users('DELETE', { userId: owner.user.id, forceDelete: true }), 200)),
    ).toEqual({
      users: 1,
      files: 1,
      links: 1,
      trash: 1,
    });
  });

  it('stay where they were when a write is refused', async () => {
    const id = await uploadedFileId();
    expect(
      await movedBy(async () => {
        await expectStatus(app.uploadRest(parent, samples.pdf, 'everyone'), 403);
        await expectStatus(app.uploadRest(teacher, samples.pdf, 'admin_only'), 403);
        await expectStatus(app.rest('DELETE', `/api/files.php?file_id=${id}`, { token: parent }), 403);
        await expectStatus(app.rest('DELETE', '/api/files.php?file_id=no-such-file', { token: teacher }), 404);
        await expectStatus(
          app.rest('DELETE', '/api/links.php', { token: teacher, body: { linkId: 'no-such-link' } }),
          404,
        );
        const restore = await gql('mutation { restoreTrashedItem(kind: file, id: "no-such-file") }');
        expect(restore.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }),
    ).toEqual({});
  });
});

describe('the submissions counter', () => {
  it('moves with a stored submission and not with a refused or discarded one', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${app.url}/forms/teacher-application`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(fields),
      });
    const application = { name: 'Kim', email: 'kim@example.org', subject: 'Art', bio: 'Painter' };
    // The applicant and the administrators are mailed.
    expect(await movedBy(() => expectStatus(post(application), 200))).toEqual({ submissions: 1, outbox: 1 });
    expect(await movedBy(() => expectStatus(post({ name: 'Kim' }), 422))).toEqual({});
  });
});

describe('the listVersions query', () => {
  it('answers each role with the counters of the lists it may read', async () => {
    const all = await versions(admin);
    for (const value of Object.values(all)) expect(value).toEqual(expect.any(Number));
    for (const token of [teacher, parent]) {
      expect(await versions(token)).toEqual({
        users: null,
        files: all.files,
        links: all.links,
        trash: null,
        submissions: null,
        outbox: null,
      });
    }
  });

  it('refuses a caller without a session, and one who must first change their password', async () => {
    const anonymous = await app.graphql(versionsQuery);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data).toBeNull();
    const { token } = await app.seedUser({ status: UserStatus.password_reset_required });
    const resetting = await app.graphql(versionsQuery, {}, token);
    expect(resetting.errors?.[0].extensions?.code).toBe('PASSWORD_RESET_REQUIRED');
  });

  it('reads the counters in one statement after the session', async () => {
    await versions();
    const before = app.queryCount;
    await versions();
    expect(app.queryCount - before).toBe(2);
  });

  it('moves alike on every instance over the database', async () => {
    const other = await app.alongside();
    const before = await versions(admin, other);
    await sharedLinkId();
    expect((await versions(admin, other)).links).toBe(before.links! + 1);
    expect(await versions(admin, other)).toEqual(await versions(admin, app));
  });
});

describe('conditional list requests', () => {
  const lists = ['/api/users.php', '/api/files.php', '/api/links.php'];

  async function get(path: string, token: string | undefined, etag?: string) {
    return app.rest('GET', path, { token, headers: etag ? { 'if-none-match': etag } : {} });
  }

  it.each(lists)(
    '%s answers 304 without a body while the list is unchanged, and the list once it changed',
    async (path) => {
      const first = await get(path, admin);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('cache-control')).toBe('no-store');

      const unchanged = await get(path, admin, etag);
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.get('etag')).toBe(etag);
      expect(unchanged.headers.get('cache-control')).toBe('no-store');

      if (path === '/api/users.php')
        await app
          .seedUser()
          .then((seeded) => users('PUT', { userId: seeded.user.id, action: 'change_role', role: 'teacher' }));
      if (path === '/api/files.php') await uploadedFileId();
      if (path === '/api/links.php') await sharedLinkId();
      const changed = await get(path, admin, etag);
      expect(changed.status).toBe(200);
      expect(changed.body.success).toBe(true);
      expect(changed.headers.get('etag')).not.toBe(etag);
    },
  );

  it.each(['/api/users.php', '/api/files.php', '/api/links.php'])(
    "%s answers a page in full even with the whole list's tag: the tag names the list, not a page of it",
    async (path) => {
      const etag = (await get(path, admin)).headers.get('etag')!;
      const page = await get(`${path}?limit=1`, admin, etag);
      expect(page.status).toBe(200);
      expect(page.body.success).toBe(true);
      expect(page.body).toHaveProperty('next_cursor');
    },
  );

  it('never answers 304 over a change, whichever instance made it and whatever tag a plain request was given', async () => {
    const other = await app.alongside();
    const tag = (await get('/api/links.php', admin)).headers.get('etag')!;
    await sharedLinkId();
    // A plain request may be tagged with a counter this process read before the change.
    const plain = await other.rest('GET', '/api/links.php', { token: admin });
    expect(plain.status).toBe(200);
    const given = plain.headers.get('etag')!;
    for (const held of [tag, given]) {
      const asked = await get('/api/links.php', admin, held);
      if (held === tag || asked.status === 200) expect(asked.body.links).toEqual(plain.body.links);
      expect(asked.status === 304).toBe(held !== tag && given !== tag);
    }
    const current = (await get('/api/links.php', admin, tag)).headers.get('etag')!;
    expect((await get('/api/links.php', admin, current)).status).toBe(304);
  });

  it('reads the session and the counter for an unchanged list, and no more statements than before for a full one', async () => {
    const tag = (await get('/api/files.php', admin)).headers.get('etag')!;
    let before = app.queryCount;
    expect((await get('/api/files.php', admin, tag)).status).toBe(304);
    expect(app.queryCount - before).toBe(2);
    before = app.queryCount;
    expect((await get('/api/files.php', admin)).status).toBe(200);
    expect(app.queryCount - before).toBe(2);
  });

  it('tags a list per role, as each role sees other rows', async () => {
    const tags = new Map<string, string>();
    for (const [role, token] of [
      ['admin', admin],
      ['teacher', teacher],
      ['parent', parent],
    ]) {
      const answer = await get('/api/files.php', token);
      expect(answer.status).toBe(200);
      tags.set(role, answer.headers.get('etag')!);
    }
    expect(new Set(tags.values()).size).toBe(3);
    // A teacher presenting the admin's tag is sent the teacher's own list.
    const crossed = await get('/api/files.php', teacher, tags.get('admin'));
    expect(crossed.status).toBe(200);
    expect(crossed.body.files).toEqual(expect.any(Array));
    expect((await get('/api/files.php', teacher, tags.get('teacher'))).status).toBe(304);
  });

  it('refuses a caller without the right before it looks at the tag', async () => {
    const etag = (await get('/api/users.php', admin)).headers.get('etag')!;
    for (const path of lists) {
      const anonymous = await get(path, undefined, etag);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.success).toBe(false);
      expect(anonymous.headers.get('etag')).toBeNull();
      const invalid = await get(path, 'not-a-real-token', etag);
      expect(invalid.status).toBe(401);
    }
    for (const token of [teacher, parent]) {
      const refused = await get('/api/users.php', token, etag);
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
      expect(refused.headers.get('etag')).toBeNull();
    }
    const { token } = await app.seedUser({ status: UserStatus.password_reset_required });
    expect((await get('/api/files.php', token, '*')).status).toBe(403);
  });
});

/** The bytes of one request and of its answer on the wire, headers included, over a connection of its own. */
function wireBytes(request: string): Promise<{ sent: number; received: number; head: string }> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks);
      resolve({ sent: Buffer.byteLength(request), received: answer.length, head: answer.toString('latin1') });
    });
  });
}

function rawRequest(method: string, path: string, headers: Record<string, string>, body = ''): string {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${new URL(app.url).host}`, 'connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

describe('the cost of an unchanged poll on the wire', () => {
  const limit = 1024;

  it('answers a REST list that has not changed in at most 1 KB, headers included', async () => {
    const etag = (await app.rest('GET', '/api/users.php', { token: admin })).headers.get('etag')!;
    const poll = await wireBytes(
      rawRequest('GET', '/api/users.php', { authorization: `Bearer ${admin}`, 'if-none-match': etag }),
    );
    expect(poll.head).toMatch(/^HTTP\/1\.1 304 /);
    expect(poll.sent).toBeLessThanOrEqual(limit / 2);
    expect(poll.received).toBeLessThanOrEqual(limit);
  });

  it('answers the versions query in at most 1 KB, headers included', async () => {
    // As the client sends it.
    const body = JSON.stringify({
      operationName: 'ListVersions',
      variables: {},
      query:
        'query ListVersions {\n  listVersions {\n    users\n    files\n    links\n    trash\n    submissions\n    __typename\n  }\n}',
    });
    const poll = await wireBytes(
      rawRequest(
        'POST',
        '/graphql',
        { authorization: `Bearer ${admin}`, 'content-type': 'application/json', accept: 'application/json' },
        body,
      ),
    );
    expect(poll.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(poll.head).toContain('"listVersions":{"users":');
    // The request is small too, whatever headers a browser adds of its own; the whole exchange fits in 1 KB.
    expect(poll.sent).toBeLessThanOrEqual(limit / 2);
    expect(poll.received).toBeLessThanOrEqual(limit);
    expect(poll.sent + poll.received).toBeLessThanOrEqual(limit);
  });
});
