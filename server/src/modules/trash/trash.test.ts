import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samples } from '../../test-support/sample-files';
import type { TestApp } from '../../test-support/test-app';
import { startApp, storeContents } from '../../test-support/storage-under-test';
import { SharedFile } from '../files';
import { SharedLink } from '../links';
import { Role } from '../accounts';
import { trashRetentionDays } from '@coop/contract';
import { trashMessages } from './trash.rules';

const dayMs = 24 * 3600_000;

const trashQuery = '{ trashedItems { id kind name visibility owner deletedBy deletedAt purgeAt } }';
const restoreMutation = 'mutation($kind: TrashKind!, $id: ID!) { restoreTrashedItem(kind: $kind, id: $id) }';
const purgeMutation = 'mutation($kind: TrashKind!, $id: ID!) { purgeTrashedItem(kind: $kind, id: $id) }';

let app: TestApp;
let admin: string;
let teacher: { token: string; name: string };
let parent: string;

beforeAll(async () => {
  app = await startApp();
  admin = await app.adminToken();
  teacher = { token: (await app.seedUser({ role: Role.teacher, name: 'Tess Trasher' })).token!, name: 'Tess Trasher' };
  parent = (await app.seedUser({ role: Role.parent })).token!;
});
afterAll(() => app.stop());

async function uploadFile(
  token: string,
  visibility = 'everyone',
  sample: { name: string; bytes: Buffer } = samples.pdf,
) {
  const answer = await app.uploadRest(token, sample, visibility);
  expect(answer.status).toBe(200);
  return answer.body.file as {
    id: string;
    url: string;
    visibility: string;
    uploader_name: string;
    original_name: string;
  };
}

async function shareLink(token: string, title: string, visibility = 'everyone') {
  const answer = await app.rest('POST', '/api/links.php', {
    token,
    body: { title, url: 'https://example.org/trash', description: 'For the trash', visibility },
  });
  expect(answer.status).toBe(200);
  return answer.body.link as { id: string; title: string; visibility: string; sharedBy: string };
}

async function trash(token = admin) {
  const answer = await app.graphql(trashQuery, {}, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.trashedItems as Array<{
    id: string;
    kind: string;
    name: string;
    owner: string;
    deletedBy: string | null;
    deletedAt: string;
    purgeAt: string;
  }>;
}

async function download(url: string, token = admin) {
  const response = await fetch(app.url + url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every list on both channels, for every role that could see the item. */
async function listedAnywhere(id: string): Promise<boolean> {
  for (const token of [admin, teacher.token, parent]) {
    const rest = [
      ...(await app.rest('GET', '/api/files.php', { token })).body.files,
      ...(await app.rest('GET', '/api/links.php', { token })).body.links,
    ];
    const graphql = await app.graphql('{ sharedFiles { id } sharedLinks { id } }', {}, token);
    const ids = [...rest, ...graphql.data.sharedFiles, ...graphql.data.sharedLinks].map(
      (item: { id: string }) => item.id,
    );
    if (ids.includes(id)) return true;
  }
  return false;
}

function storedIdOf(fileId: string): Promise<string> {
  return app.app.db.manager.findOneByOrFail(SharedFile, { id: fileId }).then((file) => file.storedId);
}

async function bytesExist(storedId: string): Promise<boolean> {
  return (await storeContents(app)).files.includes(storedId);
}

/** Moves a deletion back in time instead of waiting for it. */
function deletedDaysAgo(entity: typeof SharedFile | typeof SharedLink, id: string, days: number) {
  return app.app.db.write((manager) =>
    manager.update(entity, { id }, { deletedAt: new Date(Date.now() - days * dayMs) }),
  );
}

describe('deleting moves a file or link to the trash', () => {
  it('a deleted file leaves every list, its url answers 404, and its bytes stay', async () => {
    const file = await uploadFile(admin, 'teachers_and_admins');
    const storedId = await storedIdOf(file.id);
    const before = (await app.rest('GET', '/api/files.php', { token: admin })).body.files.length;

    const answer = await app.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token: teacher.token });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });

    expect(await listedAnywhere(file.id)).toBe(false);
    expect((await app.rest('GET', '/api/files.php', { token: admin })).body.files).toHaveLength(before - 1);
    expect((await download(file.url)).status).toBe(404);
    expect((await download(file.url, teacher.token)).status).toBe(404);
    expect(await bytesExist(storedId)).toBe(true);
    // Already in the trash: for members it no longer exists.
    expect((await app.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token: admin })).status).toBe(404);

    const item = (await trash()).find((entry) => entry.id === file.id);
    expect(item).toMatchObject({
      kind: 'file',
      name: samples.pdf.name,
      visibility: 'teachers_and_admins',
      deletedBy: teacher.name,
    });
    expect(Date.now() - Date.parse(item!.deletedAt)).toBeLessThan(60_000);
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(trashRetentionDays * dayMs);
  });

  it('a deleted link leaves every list on both channels and shows in the trash', async () => {
    const link = await shareLink(teacher.token, 'Soon in the trash');
    const answer = await app.graphql('mutation($id: ID!) { deleteLink(id: $id) }', { id: link.id }, admin);
    expect(answer.errors).toBeUndefined();
    expect(await listedAnywhere(link.id)).toBe(false);
    expect((await app.rest('DELETE', '/api/links.php', { token: admin, body: { linkId: link.id } })).status).toBe(404);
    expect((await trash()).find((entry) => entry.id === link.id)).toMatchObject({
      kind: 'link',
      name: 'Soon in the trash',
      owner: teacher.name,
      deletedBy: 'Administrator',
    });
  });

  it('lists the most recently deleted first', async () => {
    const first = await shareLink(admin, 'Deleted first');
    const second = await uploadFile(admin);
    await app.rest('DELETE', '/api/links.php', { token: admin, body: { linkId: first.id } });
    await app.rest('DELETE', `/api/files.php?file_id=${second.id}`, { token: admin });
    const ids = (await trash()).map((entry) => entry.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });
});

describe('restoring', () => {
  it('brings a file back with the same id, url, visibility, uploader and bytes', async () => {
    const file = await uploadFile(teacher.token, 'teachers_and_admins', samples.png);
    await app.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token: admin });

    const answer = await app.graphql(restoreMutation, { kind: 'file', id: file.id }, admin);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.restoreTrashedItem).toBe(true);

    const listed = (await app.rest('GET', '/api/files.php', { token: teacher.token })).body.files;
    expect(listed.find((entry: { id: string }) => entry.id === file.id)).toEqual(file);
    expect(await download(file.url, teacher.token)).toEqual({ status: 200, bytes: samples.png.bytes });
    expect((await trash()).some((entry) => entry.id === file.id)).toBe(false);
  });

  it('brings a link back as it was', async () => {
    const link = await shareLink(teacher.token, 'Back again', 'teachers_and_admins');
    await app.rest('DELETE', '/api/links.php', { token: teacher.token, body: { linkId: link.id } });
    expect((await app.graphql(restoreMutation, { kind: 'link', id: link.id }, admin)).errors).toBeUndefined();
    const listed = (await app.rest('GET', '/api/links.php', { token: teacher.token })).body.links;
    expect(listed.find((entry: { id: string }) => entry.id === link.id)).toEqual(link);
  });

  it('answers NOT_FOUND for an item that is not in the trash, and BAD_USER_INPUT without an id', async () => {
    const live = await shareLink(admin, 'Never deleted');
    for (const variables of [
      { kind: 'link', id: live.id },
      { kind: 'file', id: live.id },
      { kind: 'file', id: 'no-such-file' },
    ]) {
      const answer = await app.graphql(restoreMutation, variables, admin);
      expect(answer.errors?.[0]).toMatchObject({
        message: trashMessages.notInTrash,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const blank = await app.graphql(restoreMutation, { kind: 'link', id: ' ' }, admin);
    expect(blank.errors?.[0]).toMatchObject({
      message: trashMessages.idRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the trash is for administrators only', () => {
  const operations = [
    ['list', trashQuery, {}],
    ['restore', restoreMutation, { kind: 'link' }],
    ['delete forever', purgeMutation, { kind: 'link' }],
  ] as const;

  it.each(operations)(
    '%s: anonymous 401-like, parent and teacher forbidden, admin allowed',
    async (_name, query, base) => {
      const link = await shareLink(admin, 'Guarded');
      await app.rest('DELETE', '/api/links.php', { token: admin, body: { linkId: link.id } });
      const variables = query === trashQuery ? {} : { ...base, id: link.id };

      expect((await app.graphql(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await app.graphql(query, variables, parent)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.graphql(query, variables, teacher.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // Refused calls changed nothing: the link is still in the trash.
      expect((await trash()).some((entry) => entry.id === link.id)).toBe(true);
      expect((await app.graphql(query, variables, admin)).errors).toBeUndefined();
    },
  );
});

describe('leaving the trash for good', () => {
  it('delete forever removes the row and the bytes at once', async () => {
    const file = await uploadFile(admin);
    const storedId = await storedIdOf(file.id);
    await app.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token: admin });
    expect((await app.graphql(purgeMutation, { kind: 'file', id: file.id }, admin)).errors).toBeUndefined();
    expect(await bytesExist(storedId)).toBe(false);
    expect(await app.app.db.manager.findOneBy(SharedFile, { id: file.id })).toBeNull();
    expect(
      (await app.graphql(restoreMutation, { kind: 'file', id: file.id }, admin)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('delete forever never touches a file still shared', async () => {
    const file = await uploadFile(admin);
    const answer = await app.graphql(purgeMutation, { kind: 'file', id: file.id }, admin);
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await download(file.url)).status).toBe(200);
  });

  it('the server purges, rows and bytes, what was deleted more than 30 days ago, and keeps the rest', async () => {
    const [old, recent] = [await uploadFile(admin), await uploadFile(admin)];
    const oldLink = await shareLink(admin, 'Old link');
    const [oldStored, recentStored] = [await storedIdOf(old.id), await storedIdOf(recent.id)];
    for (const file of [old, recent]) await app.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token: admin });
    await app.rest('DELETE', '/api/links.php', { token: admin, body: { linkId: oldLink.id } });
    await deletedDaysAgo(SharedFile, old.id, trashRetentionDays + 1);
    await deletedDaysAgo(SharedLink, oldLink.id, trashRetentionDays + 1);
    await deletedDaysAgo(SharedFile, recent.id, trashRetentionDays - 1);

    expect(await app.app.trash.purgeExpired()).toBe(2);

    expect(await bytesExist(oldStored)).toBe(false);
    expect(await bytesExist(recentStored)).toBe(true);
    const left = (await trash()).map((entry) => entry.id);
    expect(left).toContain(recent.id);
    expect(left).not.toContain(old.id);
    expect(left).not.toContain(oldLink.id);
    expect(await app.app.db.manager.findOneBy(SharedLink, { id: oldLink.id })).toBeNull();
  });
});

describe('the periodic purge', () => {
  it('runs again on its timer until stopped', async () => {
    const [first, second] = [await shareLink(admin, 'Purged on the timer'), await shareLink(admin, 'After the stop')];
    for (const link of [first, second])
      await app.rest('DELETE', '/api/links.php', { token: admin, body: { linkId: link.id } });
    // The purge's timer runs on a clock the test moves, so "nothing ran after the stop" needs no wait.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await app.app.trash.start(() => {}, 20);
      try {
        await deletedDaysAgo(SharedLink, first.id, trashRetentionDays + 1);
        await vi.advanceTimersByTimeAsync(20);
        await expect
          .poll(() => app.app.db.manager.findOneBy(SharedLink, { id: first.id }), { timeout: 30_000 })
          .toBeNull();
      } finally {
        await app.app.trash.stop();
      }
      await deletedDaysAgo(SharedLink, second.id, trashRetentionDays + 1);
      await vi.advanceTimersByTimeAsync(1_000);
    } finally {
      vi.useRealTimers();
    }
    expect(await app.app.db.manager.findOneBy(SharedLink, { id: second.id })).not.toBeNull();
    await app.app.trash.purgeExpired();
  });
});

describe('permanent deletion of a user', () => {
  it('removes their files and links, those in the trash too, and counts only what was still shared', async () => {
    const { user, token } = await app.seedUser({ role: Role.teacher, name: 'Leaving Teacher' });
    const kept = [await uploadFile(token!), await uploadFile(token!, 'everyone', samples.txt)];
    const trashed = await uploadFile(token!);
    await shareLink(token!, 'Their live link');
    const trashedLink = await shareLink(token!, 'Their trashed link');
    const storedIds = await Promise.all([...kept, trashed].map((file) => storedIdOf(file.id)));
    await app.rest('DELETE', `/api/files.php?file_id=${trashed.id}`, { token: admin });
    await app.rest('DELETE', '/api/links.php', { token: admin, body: { linkId: trashedLink.id } });

    const answer = await app.rest('DELETE', '/api/users.php', {
      token: admin,
      body: { userId: user.id, forceDelete: true },
    });
    expect(answer.body).toEqual({ success: true, deleted: { files: 2, links: 1 } });
    expect(await Promise.all(storedIds.map(bytesExist))).toEqual([false, false, false]);
    const left = (await trash()).map((entry) => entry.id);
    expect(left).not.toContain(trashed.id);
    expect(left).not.toContain(trashedLink.id);
  });

  it('keeps in the trash what the removed account deleted, without its name', async () => {
    const { user, token } = await app.seedUser({ role: Role.teacher, name: 'Short Stay' });
    const file = await uploadFile(admin);
    await app.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token });
    await app.rest('DELETE', '/api/users.php', { token: admin, body: { userId: user.id, forceDelete: true } });
    expect((await trash()).find((entry) => entry.id === file.id)).toMatchObject({
      deletedBy: null,
      owner: 'Administrator',
    });
    expect((await app.graphql(restoreMutation, { kind: 'file', id: file.id }, admin)).errors).toBeUndefined();
    expect((await download(file.url)).status).toBe(200);
  });
});

describe('across a restart', () => {
  it('the start-up sweep keeps the bytes of trashed files, and the start purges expired ones', async () => {
    const first = await startApp();
    const token = await first.adminToken();
    const upload = async (name: string) =>
      (await first.uploadRest(token, { name, bytes: samples.pdf.bytes })).body.file;
    const [keep, expire] = [await upload('keep.pdf'), await upload('expire.pdf')];
    for (const file of [keep, expire]) await first.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token });
    await first.app.db.write((manager) =>
      manager.update(
        SharedFile,
        { id: expire.id },
        { deletedAt: new Date(Date.now() - (trashRetentionDays + 1) * dayMs) },
      ),
    );
    await first.stop({ keepData: true });

    const second = await startApp({ dataDir: first.config.dataDir });
    try {
      expect((await storeContents(second)).files).toHaveLength(1);
      expect(second.logs.join('\n')).toContain('Removed 1 item(s) from the trash');
      const admin2 = await second.adminToken();
      expect((await second.graphql(restoreMutation, { kind: 'file', id: keep.id }, admin2)).errors).toBeUndefined();
      const response = await fetch(second.url + keep.url, { headers: { authorization: `Bearer ${admin2}` } });
      expect(Buffer.from(await response.arrayBuffer())).toEqual(samples.pdf.bytes);
    } finally {
      await second.stop();
    }
  });
});
