import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { visibilityMessages } from '../sharing';
import { SharedLink } from './link.entity';
import { linkMessages } from '@coop/contract';

let app: TestApp;
let teacher: string;
beforeAll(async () => {
  app = await TestApp.start();
  teacher = (await app.seedUser({ role: Role.teacher, name: 'Mr. Okafor' })).token!;
});
afterAll(() => app.stop());

const valid = { title: 'Fractions practice', url: 'https://example.org/fractions', description: 'Games for grade 4' };
const share = (body: Record<string, unknown>) => app.rest('POST', '/api/links.php', { token: teacher, body });
const shareMutation =
  'mutation($i: ShareLinkInput!) { shareLink(input: $i) { title url description category visibility sharedBy sharedAt } }';

describe('sharing a link', () => {
  it('trims every value and defaults to General for everyone', async () => {
    const answer = await share({
      title: '  Fractions practice ',
      url: ' https://example.org/fractions  ',
      description: '\tGames for grade 4\n',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.link).toMatchObject({
      ...valid,
      category: 'General',
      visibility: 'everyone',
      sharedBy: 'Mr. Okafor',
    });
    expect(Date.parse(answer.body.link.sharedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps a chosen category and visibility, on GraphQL too', async () => {
    const answer = await app.graphql(
      shareMutation,
      { i: { ...valid, category: 'Curriculum', visibility: 'teachers_and_admins' } },
      teacher,
    );
    expect(answer.data.shareLink).toMatchObject({
      category: 'Curriculum',
      visibility: 'teachers_and_admins',
      sharedBy: 'Mr. Okafor',
    });
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['a missing title', { title: undefined }, linkMessages.titleRequired],
    ['a blank title', { title: '   ' }, linkMessages.titleRequired],
    ['a missing URL', { url: undefined }, linkMessages.urlRequired],
    ['a missing description', { description: '' }, linkMessages.descriptionRequired],
    ['an unparseable URL', { url: 'not a url' }, linkMessages.urlInvalid],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, linkMessages.urlInvalid],
    ['a JavaScript: URL in mixed case', { url: 'JaVaScRiPt:alert(document.cookie)' }, linkMessages.urlInvalid],
    ['a javascript: URL behind spaces', { url: '   javascript:alert(1)' }, linkMessages.urlInvalid],
    ['a javascript: URL behind a tab inside the scheme', { url: 'java\tscript:alert(1)' }, linkMessages.urlInvalid],
    ['a data: URL', { url: 'data:text/html,<script>alert(1)</script>' }, linkMessages.urlInvalid],
    ['a DATA: URL', { url: ' DATA:text/html;base64,PHNjcmlwdD4=' }, linkMessages.urlInvalid],
    ['a file: URL', { url: 'file:///etc/passwd' }, linkMessages.urlInvalid],
    ['an unknown category', { category: 'Gossip' }, linkMessages.categoryInvalid],
    ['an unknown visibility', { visibility: 'friends' }, visibilityMessages.invalid],
  ];

  it.each(refusals)('REST refuses %s with 400 and the message, storing nothing', async (_name, change, message) => {
    const before = await app.app.db.manager.count(SharedLink);
    const answer = await share({ ...valid, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: message });
    expect(await app.app.db.manager.count(SharedLink)).toBe(before);
  });

  it.each(refusals.filter(([, change]) => !('category' in change) && !('visibility' in change)))(
    'GraphQL refuses %s with BAD_USER_INPUT and the message',
    async (_name, change, message) => {
      const input = { ...valid, ...change };
      for (const key of ['title', 'url', 'description'] as const) input[key] ??= '';
      const answer = await app.graphql(shareMutation, { i: input }, teacher);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    },
  );

  it('keeps a title holding HTML as plain text', async () => {
    const answer = await share({ ...valid, title: '<img src=x onerror=alert(1)> Math' });
    expect(answer.body.link.title).toBe('<img src=x onerror=alert(1)> Math');
  });
});

describe('listing and deleting links', () => {
  it('lists newest first with sharedBy and sharedAt', async () => {
    for (const title of ['First', 'Second', 'Third']) await share({ ...valid, title });
    const links = (await app.rest('GET', '/api/links.php', { token: teacher })).body.links;
    expect(links.slice(0, 3).map((link: { title: string }) => link.title)).toEqual(['Third', 'Second', 'First']);
    expect(Object.keys(links[0]).sort()).toEqual([
      'category',
      'description',
      'id',
      'sharedAt',
      'sharedBy',
      'title',
      'url',
      'visibility',
    ]);
  });

  it('deletes with {linkId}, and answers 404 for an unknown one and 400 without one', async () => {
    const { id } = (await share(valid)).body.link;
    expect((await app.rest('DELETE', '/api/links.php', { token: teacher, body: { linkId: id } })).status).toBe(200);
    const again = await app.rest('DELETE', '/api/links.php', { token: teacher, body: { linkId: id } });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(linkMessages.notFound);
    expect((await app.rest('DELETE', '/api/links.php', { token: teacher, body: {} })).body.error).toBe(
      linkMessages.linkIdRequired,
    );
  });

  it('a parent is told only teachers and admins can share or delete links', async () => {
    const parent = (await app.seedUser({ role: Role.parent })).token!;
    const shared = await app.rest('POST', '/api/links.php', { token: parent, body: valid });
    expect(shared.body.error).toBe(linkMessages.shareForbidden);
    const { id } = (await share(valid)).body.link;
    const deleted = await app.rest('DELETE', '/api/links.php', { token: parent, body: { linkId: id } });
    expect(deleted.body.error).toBe(linkMessages.deleteForbidden);
  });
});
