import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

const query = '{ goLiveChecklist { what where value editPath } }';

describe('goLiveChecklist', () => {
  it('gives an administrator the placeholders of the content as shipped', async () => {
    const answer = await app.graphql(query, {}, await app.adminToken());
    const items = (answer.data as { goLiveChecklist: { value: string }[] }).goLiveChecklist;
    expect(items.map((item) => item.value)).toEqual(
      expect.arrayContaining(['info@example.org', '(479) 555-0100', '123 Example Street', 'Maria Delgado']),
    );
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
