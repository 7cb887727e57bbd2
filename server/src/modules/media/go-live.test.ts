import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

const query = '{ goLiveChecklist { group what value todo editPath } }';
const saveMutation = 'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }';

type Item = { group: string; what: string; value: string; todo: string; editPath: string };

async function checklist(of: TestApp): Promise<Item[]> {
  const answer = await of.graphql(query, {}, await of.adminToken());
  expect(answer.errors).toBeUndefined();
  return (answer.data as { goLiveChecklist: Item[] }).goLiveChecklist;
}

const settingsNamed = (items: Item[]) =>
  items.filter((item) => item.group === 'server').flatMap((item) => /set ([A-Z_]+)/.exec(item.todo)?.[1] ?? []);

describe('goLiveChecklist', () => {
  it('gives an administrator the examples of the content as shipped and the settings left to make', async () => {
    const items = await checklist(app);
    expect(items.filter((item) => item.group === 'site').map((item) => item.value)).toEqual(
      expect.arrayContaining(['info@example.org', '(479) 555-0100', '123 Example Street, Rogers, AR 72756']),
    );
    // Without SMTP_URL, MAIL_FROM or SITE_URL: mail stays on the server, from the example contact address (changed
    // in the dashboard), and the site's address is the placeholder.
    expect(settingsNamed(items)).toEqual(['SMTP_URL', 'SITE_URL']);
    expect(items.find((item) => item.what === 'The sender of every e-mail the site sends')).toMatchObject({
      group: 'site',
      value: 'info@example.org',
      editPath: '/secure/site/content?section=contact',
    });
  });

  it('drops the contact address and the sender once the saved address is the co-op’s own', async () => {
    const token = await app.adminToken();
    const stored = app.app.content.stored('site.json')!;
    const site = JSON.parse(stored.body) as { contact: { email: string } };
    site.contact.email = 'hello@ozarkhub.org';
    const body = JSON.stringify(site, null, 2);
    const saved = await app.graphql(
      saveMutation,
      { input: { key: 'site.json', body, baseRevision: stored.revision } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const values = (await checklist(app)).map((item) => item.value);
    expect(values).not.toContain('info@example.org');
    expect(values).toContain('(479) 555-0100');
  });

  it('reads the server’s settings: mail sent, from an example MAIL_FROM, at the site’s real address', async () => {
    const configured = await TestApp.start(
      {},
      {
        SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
        MAIL_FROM: 'Ozark Hub <office@coop.example>',
        SITE_URL: 'https://ozarkhub.org',
      },
    );
    try {
      const items = await checklist(configured);
      expect(settingsNamed(items)).toEqual(['MAIL_FROM']);
      expect(items.find((item) => item.what === 'The sender of every e-mail the site sends')).toMatchObject({
        group: 'server',
        value: 'Ozark Hub <office@coop.example>',
        editPath: '',
      });
    } finally {
      await configured.stop();
    }
  });

  it.each([
    ['a teacher', Role.teacher, 'FORBIDDEN'],
    ['a parent', Role.parent, 'FORBIDDEN'],
    ['a visitor', undefined, 'UNAUTHENTICATED'],
  ])('refuses %s', async (_who, role, code) => {
    const token = role && (await app.seedUser({ role })).token!;
    const answer = await app.graphql(query, {}, token);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe(code);
  });
});
