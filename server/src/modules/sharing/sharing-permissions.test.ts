import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { samples } from '../../test-support/sample-files';
import { Role } from '../accounts';
import { Visibility, visibilities } from './visibility';

/**
 * parent / teacher / admin × everyone / teachers_and_admins / admin_only ×
 * list / download / upload / share / delete, on the REST shim and on GraphQL,
 * from this one table of expectations.
 */
type Outcome = 200 | 403 | 404;
const roles = [Role.parent, Role.teacher, Role.admin] as const;

const sees: Record<Role, Visibility[]> = {
  parent: [Visibility.everyone],
  teacher: [Visibility.everyone, Visibility.teachers_and_admins],
  admin: [Visibility.everyone, Visibility.teachers_and_admins, Visibility.admin_only],
};

const expected = {
  list: (role: Role) => sees[role].length,
  download: (role: Role, visibility: Visibility): Outcome => (sees[role].includes(visibility) ? 200 : 404),
  create: (role: Role, visibility: Visibility): Outcome =>
    role === Role.parent ? 403 : sees[role].includes(visibility) ? 200 : 403,
  delete: (role: Role, visibility: Visibility): Outcome =>
    role === Role.parent ? 403 : sees[role].includes(visibility) ? 200 : 404,
};

const graphqlCode: Record<Outcome, string | undefined> = { 200: undefined, 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

let app: TestApp;
let adminToken: string;
const tokens = {} as Record<Role, string>;
/** One file and one link per visibility, shared by the admin before any cell runs. */
const baseFiles = {} as Record<Visibility, string>;

beforeAll(async () => {
  app = await TestApp.start();
  adminToken = await app.adminToken();
  for (const role of roles) tokens[role] = (await app.seedUser({ role, name: `A ${role}` })).token!;
  for (const visibility of visibilities) {
    baseFiles[visibility] = (await app.uploadRest(adminToken, samples.pdf, visibility)).body.file.id;
    await app.rest('POST', '/api/links.php', {
      token: adminToken,
      body: { title: `For ${visibility}`, url: 'https://example.org', description: 'A link', visibility },
    });
  }
});
afterAll(() => app.stop());

const cells = roles.flatMap((role) => visibilities.map((visibility) => ({ role, visibility })));

async function counts() {
  const files = (await app.rest('GET', '/api/files.php', { token: adminToken })).body.files.length;
  const links = (await app.rest('GET', '/api/links.php', { token: adminToken })).body.links.length;
  return { files, links };
}

async function newFile(visibility: Visibility): Promise<string> {
  return (await app.uploadRest(adminToken, samples.txt, visibility)).body.file.id;
}

async function newLink(visibility: Visibility): Promise<string> {
  const answer = await app.rest('POST', '/api/links.php', {
    token: adminToken,
    body: { title: 'To delete', url: 'https://example.org/x', description: 'Soon gone', visibility },
  });
  return answer.body.link.id;
}

describe('sharing permissions (table-driven)', () => {
  describe('list', () => {
    it.each(roles)('REST: %s sees exactly the files and links of their visibilities', async (role) => {
      const files = (await app.rest('GET', '/api/files.php', { token: tokens[role] })).body.files;
      const links = (await app.rest('GET', '/api/links.php', { token: tokens[role] })).body.links;
      expect(files).toHaveLength(expected.list(role));
      expect(links).toHaveLength(expected.list(role));
      expect(new Set(files.map((file: { visibility: string }) => file.visibility))).toEqual(new Set(sees[role]));
      expect(new Set(links.map((link: { visibility: string }) => link.visibility))).toEqual(new Set(sees[role]));
    });

    it.each(roles)('GraphQL: %s sees exactly the files and links of their visibilities', async (role) => {
      const answer = await app.graphql('{ sharedFiles { visibility } sharedLinks { visibility } }', {}, tokens[role]);
      expect(answer.data.sharedFiles).toHaveLength(expected.list(role));
      expect(answer.data.sharedLinks).toHaveLength(expected.list(role));
    });
  });

  describe("download (the file's url, the same for both channels)", () => {
    it.each(cells)('$role → $visibility file', async ({ role, visibility }) => {
      const response = await fetch(`${app.url}/files/${baseFiles[visibility]}`, {
        headers: { authorization: `Bearer ${tokens[role]}` },
      });
      expect(response.status).toBe(expected.download(role, visibility));
      if (response.status === 200) expect(Buffer.from(await response.arrayBuffer())).toEqual(samples.pdf.bytes);
    });
  });

  describe('upload and share', () => {
    it.each(cells)('REST: $role uploads and shares for $visibility', async ({ role, visibility }) => {
      const before = await counts();
      const upload = await app.uploadRest(tokens[role], samples.png, visibility);
      const share = await app.rest('POST', '/api/links.php', {
        token: tokens[role],
        body: { title: 'New', url: 'https://example.org/new', description: 'Fresh', visibility },
      });
      const outcome = expected.create(role, visibility);
      expect(upload.status).toBe(outcome);
      expect(share.status).toBe(outcome);
      const added = outcome === 200 ? 1 : 0;
      expect(await counts()).toEqual({ files: before.files + added, links: before.links + added });
      if (outcome === 200) {
        expect(upload.body.file).toMatchObject({ visibility, uploader_name: `A ${role}`, original_name: 'chart.png' });
        expect(share.body.link).toMatchObject({ visibility, sharedBy: `A ${role}`, category: 'General' });
      }
    });

    it.each(cells)('GraphQL: $role uploads and shares for $visibility', async ({ role, visibility }) => {
      const before = await counts();
      const upload = await app.uploadGraphql(tokens[role], samples.gif, visibility);
      const share = await app.graphql(
        'mutation($i: ShareLinkInput!) { shareLink(input: $i) { id visibility sharedBy } }',
        { i: { title: 'New', url: 'https://example.org/g', description: 'Fresh', visibility } },
        tokens[role],
      );
      const code = graphqlCode[expected.create(role, visibility)];
      expect(upload.errors?.[0].extensions?.code).toBe(code);
      expect(share.errors?.[0].extensions?.code).toBe(code);
      const added = code === undefined ? 1 : 0;
      expect(await counts()).toEqual({ files: before.files + added, links: before.links + added });
    });
  });

  describe('delete', () => {
    it.each(cells)('REST: $role deletes a $visibility file and link', async ({ role, visibility }) => {
      const [fileId, linkId] = [await newFile(visibility), await newLink(visibility)];
      const before = await counts();
      const file = await app.rest('DELETE', `/api/files.php?file_id=${fileId}`, { token: tokens[role] });
      const link = await app.rest('DELETE', '/api/links.php', { token: tokens[role], body: { linkId } });
      const outcome = expected.delete(role, visibility);
      expect(file.status).toBe(outcome);
      expect(link.status).toBe(outcome);
      const gone = outcome === 200 ? 1 : 0;
      expect(await counts()).toEqual({ files: before.files - gone, links: before.links - gone });
    });

    it.each(cells)('GraphQL: $role deletes a $visibility file and link', async ({ role, visibility }) => {
      const [fileId, linkId] = [await newFile(visibility), await newLink(visibility)];
      const before = await counts();
      const file = await app.graphql('mutation($id: ID!) { deleteFile(id: $id) }', { id: fileId }, tokens[role]);
      const link = await app.graphql('mutation($id: ID!) { deleteLink(id: $id) }', { id: linkId }, tokens[role]);
      const code = graphqlCode[expected.delete(role, visibility)];
      expect(file.errors?.[0].extensions?.code).toBe(code);
      expect(link.errors?.[0].extensions?.code).toBe(code);
      const gone = code === undefined ? 1 : 0;
      expect(await counts()).toEqual({ files: before.files - gone, links: before.links - gone });
    });
  });

  it("refuses every sharing call without a token with 401 and 'Authentication token not found'", async () => {
    for (const [method, path] of [
      ['GET', '/api/files.php'],
      ['GET', '/api/links.php'],
      ['DELETE', `/api/files.php?file_id=${baseFiles.everyone}`],
    ]) {
      const answer = await app.rest(method, path);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe('Authentication token not found');
    }
    expect((await fetch(`${app.url}/files/${baseFiles.everyone}`)).status).toBe(401);
    expect((await app.uploadRest(undefined, samples.pdf)).status).toBe(401);
  });
});
