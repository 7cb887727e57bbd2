import { invalidTextCode, textMessages } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormSubmission } from '../modules/forms';
import { SharedLink } from '../modules/links';
import { User, Role } from '../modules/accounts';
import { TestApp } from '../test-support/test-app';

let app: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
});
afterAll(() => app.stop());

const restRefusal = { success: false, error: textMessages.controlCharacters, code: invalidTextCode };
const graphqlRefusal = [{ message: textMessages.controlCharacters, extensions: { code: invalidTextCode } }];

const link = (title: string) => ({ title, url: 'https://example.org/', description: 'Worth a look' });
const shareLink = 'mutation ($input: ShareLinkInput!) { shareLink(input: $input) { id title } }';

describe('text with a control character is refused with 400 before anything is stored', () => {
  it.each([
    ['NUL', 'Nul\u0000Name'],
    ['escape', 'Esc\u001bName'],
    ['DEL', 'Del\u007fName'],
    ['vertical tab', 'Tab\u000bName'],
  ])('in a REST JSON body (signup name with %s)', async (_name, name) => {
    const users = await app.app.db.manager.count(User);
    const answer = await app.rest('POST', '/api/signup.php', {
      body: { name, email: 'nul@example.test', password: 'nul-password-1' },
    });
    expect(answer).toMatchObject({ status: 400, body: restRefusal });
    expect(await app.app.db.manager.count(User)).toBe(users);
  });

  it('in a REST JSON body naming an account (approve)', async () => {
    const answer = await app.rest('POST', '/api/users.php', {
      token: admin,
      body: { userId: 'a\u0000b', role: 'parent' },
    });
    expect(answer).toMatchObject({ status: 400, body: restRefusal });
  });

  it('in a query string (delete a file)', async () => {
    const answer = await app.rest('DELETE', '/api/files.php?file_id=a%00b', { token: teacher });
    expect(answer).toMatchObject({ status: 400, body: restRefusal });
  });

  it('in a path parameter (download a file)', async () => {
    const answer = await app.rest('GET', '/files/a%00b', { token: teacher });
    expect(answer).toMatchObject({ status: 400, body: restRefusal });
  });

  it('in a shared link title, through REST and through GraphQL variables and inline literals', async () => {
    const links = await app.app.db.manager.count(SharedLink);
    expect(await app.rest('POST', '/api/links.php', { token: teacher, body: link('Bad\u0000Title') })).toMatchObject({
      status: 400,
      body: restRefusal,
    });
    const viaVariables = await app.graphql(shareLink, { input: link('Bad\u0000Title') }, teacher);
    expect(viaVariables).toMatchObject({ status: 400, errors: graphqlRefusal });
    const viaLiteral = await app.graphql(
      'mutation { shareLink(input: { title: "Bad\\u0000Title", url: "https://example.org/", description: "d" }) { id } }',
      {},
      teacher,
    );
    expect(viaLiteral).toMatchObject({ status: 400, errors: graphqlRefusal });
    expect(await app.app.db.manager.count(SharedLink)).toBe(links);
  });

  it('in GraphQL variables sent in the address of a GET', async () => {
    const address = new URL('/graphql', app.url);
    address.searchParams.set('query', 'query ($title: String) { sharedLinks { id } }');
    address.searchParams.set('variables', JSON.stringify({ title: 'Bad\u0000Title' }));
    const response = await fetch(address, {
      headers: { authorization: `Bearer ${teacher}`, 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toMatchObject(graphqlRefusal);
  });

  it('in a public form posted as a browser posts it (urlencoded)', async () => {
    const forms = await app.app.db.manager.count(FormSubmission);
    const response = await fetch(`${app.url}/forms/class-request`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({ name: 'Kim\u0000', email: 'kim@example.org', class_idea: 'Astronomy' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: textMessages.controlCharacters, code: invalidTextCode });
    expect(await app.app.db.manager.count(FormSubmission)).toBe(forms);
  });
});

it('keeps tabs, line breaks and carriage returns, which people do type', async () => {
  const description = 'First line\r\nSecond line\tindented';
  const answer = await app.rest('POST', '/api/links.php', {
    token: teacher,
    body: { ...link('Plain title'), description },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.link.description).toBe(description);
});
