import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type SeededUser } from '../../test-support/test-app';
import { Role, UserStatus } from '../accounts';

/**
 * Every account operation, by every kind of caller, on both channels. A
 * refused call must answer with its status (or GraphQL code) and change
 * nothing; an allowed mutation must change what it says it changes.
 */
type Actor = 'anonymous' | 'pending' | 'rejected' | 'reset-required' | 'parent' | 'teacher' | 'admin';
type Outcome = 'ok' | 401 | 403;

const actors: Record<Actor, { role?: Role; status?: UserStatus }> = {
  anonymous: {},
  pending: { status: UserStatus.pending },
  rejected: { status: UserStatus.rejected },
  'reset-required': { role: Role.teacher, status: UserStatus.password_reset_required },
  parent: { role: Role.parent },
  teacher: { role: Role.teacher },
  admin: { role: Role.admin },
};

interface Cell {
  caller: SeededUser | undefined;
  target: SeededUser | undefined;
}

interface Operation {
  name: string;
  /** Who the operation acts on, seeded fresh for each call. */
  target?: UserStatus;
  open: 'signed-in' | 'during-reset' | 'admin';
  rest(cell: Cell): [method: string, path: string, body?: unknown];
  graphql(cell: Cell): [query: string, variables?: Record<string, unknown>];
  /** What an allowed call changes, read back from the database. */
  changed?(app: TestApp, cell: Cell): Promise<boolean>;
}

const newPassword = 'a-brand-new-password';

const operations: Operation[] = [
  {
    name: 'validate',
    open: 'during-reset',
    rest: () => ['POST', '/api/validate.php', {}],
    graphql: () => ['{ session { user { id } passwordResetRequired } }'],
  },
  {
    name: 'logout',
    open: 'during-reset',
    rest: () => ['POST', '/api/logout.php', {}],
    graphql: () => ['mutation { logout }'],
    changed: async (app, cell) =>
      (await app.rest('POST', '/api/validate.php', { token: cell.caller!.token })).status === 401,
  },
  {
    name: 'change password',
    open: 'during-reset',
    rest: (cell) => [
      'POST',
      '/api/change-password.php',
      { currentPassword: cell.caller?.password ?? 'whatever-1', newPassword },
    ],
    graphql: (cell) => [
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { id } } }',
      { input: { currentPassword: cell.caller?.password ?? 'whatever-1', newPassword } },
    ],
    changed: async (app, cell) => {
      const login = await app.rest('POST', '/api/login.php', {
        body: { email: cell.caller!.user.email, password: newPassword },
      });
      return login.status === 200 && login.body.passwordResetRequired === false;
    },
  },
  {
    name: 'list users',
    open: 'admin',
    rest: () => ['GET', '/api/users.php'],
    graphql: () => ['{ users { id email } }'],
  },
  {
    name: 'approve',
    open: 'admin',
    target: UserStatus.pending,
    rest: (cell) => ['POST', '/api/users.php', { userId: cell.target!.user.id, role: Role.teacher }],
    graphql: (cell) => [
      'mutation($id: ID!) { approveUser(userId: $id, role: teacher) { id } }',
      { id: cell.target!.user.id },
    ],
    changed: async (app, cell) => (await app.findUser(cell.target!.user.id))?.status === UserStatus.approved,
  },
  {
    name: 'reject',
    open: 'admin',
    target: UserStatus.pending,
    rest: (cell) => ['DELETE', '/api/users.php', { userId: cell.target!.user.id }],
    graphql: (cell) => ['mutation($id: ID!) { rejectUser(userId: $id) { id } }', { id: cell.target!.user.id }],
    changed: async (app, cell) => (await app.findUser(cell.target!.user.id))?.status === UserStatus.rejected,
  },
  {
    name: 'change role',
    open: 'admin',
    target: UserStatus.approved,
    rest: (cell) => [
      'PUT',
      '/api/users.php',
      { userId: cell.target!.user.id, action: 'change_role', role: Role.teacher },
    ],
    graphql: (cell) => [
      'mutation($id: ID!) { changeUserRole(userId: $id, role: teacher) { id } }',
      { id: cell.target!.user.id },
    ],
    changed: async (app, cell) => (await app.findUser(cell.target!.user.id))?.role === Role.teacher,
  },
  {
    name: 'force password reset',
    open: 'admin',
    target: UserStatus.approved,
    rest: (cell) => ['PUT', '/api/users.php', { userId: cell.target!.user.id, action: 'force_password_reset' }],
    graphql: (cell) => [
      'mutation($id: ID!) { forcePasswordReset(userId: $id) { tempPassword } }',
      { id: cell.target!.user.id },
    ],
    changed: async (app, cell) =>
      (await app.findUser(cell.target!.user.id))?.status === UserStatus.password_reset_required,
  },
  {
    name: 'delete permanently',
    open: 'admin',
    target: UserStatus.approved,
    rest: (cell) => ['DELETE', '/api/users.php', { userId: cell.target!.user.id, forceDelete: true }],
    graphql: (cell) => ['mutation($id: ID!) { deleteUser(userId: $id) { files links } }', { id: cell.target!.user.id }],
    changed: async (app, cell) => (await app.findUser(cell.target!.user.id)) === null,
  },
];

function expected(actor: Actor, operation: Operation): Outcome {
  if (actor === 'anonymous' || actor === 'pending' || actor === 'rejected') return 401;
  if (actor === 'reset-required') return operation.open === 'during-reset' ? 'ok' : 403;
  if (operation.open === 'admin') return actor === 'admin' ? 'ok' : 403;
  return 'ok';
}

const graphqlCodes: Record<Outcome, string | undefined> = { ok: undefined, 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' };

function expectedGraphqlCode(actor: Actor, operation: Operation): string | undefined {
  const outcome = expected(actor, operation);
  return outcome === 403 && actor === 'reset-required' ? 'PASSWORD_RESET_REQUIRED' : graphqlCodes[outcome];
}

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

async function seedCell(actor: Actor, operation: Operation): Promise<Cell> {
  const caller = actor === 'anonymous' ? undefined : await app.seedUser(actors[actor]);
  const target = operation.target ? await app.seedUser({ status: operation.target }) : undefined;
  return { caller, target };
}

const table = (Object.keys(actors) as Actor[]).flatMap((actor) =>
  operations.map((operation) => ({ actor, operation })),
);

describe(`account operations: ${Object.keys(actors).length} callers × ${operations.length} operations × 2 channels`, () => {
  it.each(table)('REST: $actor → $operation.name', async ({ actor, operation }) => {
    const cell = await seedCell(actor, operation);
    const before = await app.snapshot();
    const [method, path, body] = operation.rest(cell);
    const answer = await app.rest(method, path, { body, token: cell.caller?.token });
    const outcome = expected(actor, operation);
    if (outcome === 'ok') {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.success).toBe(true);
      if (operation.changed) expect(await operation.changed(app, cell)).toBe(true);
    } else {
      expect(answer.status).toBe(outcome);
      expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
      expect(await app.snapshot()).toBe(before);
    }
  });

  it.each(table)('GraphQL: $actor → $operation.name', async ({ actor, operation }) => {
    const cell = await seedCell(actor, operation);
    const before = await app.snapshot();
    const [query, variables] = operation.graphql(cell);
    const answer = await app.graphql(query, variables, cell.caller?.token);
    const code = expectedGraphqlCode(actor, operation);
    if (code === undefined) {
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      if (operation.changed) expect(await operation.changed(app, cell)).toBe(true);
    } else {
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual([code]);
      expect(answer.data).toBeNull();
      expect(await app.snapshot()).toBe(before);
    }
  });

  it('pending and rejected accounts are refused a session at login on both channels', async () => {
    for (const status of [UserStatus.pending, UserStatus.rejected]) {
      const { user, password } = await app.seedUser({ status });
      const before = await app.snapshot();
      const rest = await app.rest('POST', '/api/login.php', { body: { email: user.email, password } });
      expect(rest.status).toBe(403);
      expect(rest.body.token).toBeUndefined();
      const graphql = await app.graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', {
        i: { email: user.email, password },
      });
      expect(graphql.errors?.[0].extensions?.code).toBe('ACCOUNT_NOT_APPROVED');
      expect(await app.snapshot()).toBe(before);
    }
  });
});
