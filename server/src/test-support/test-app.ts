import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'typeorm';
import { createApp, type App, type AppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { setConnectionTimeouts } from '../http/connection-timeouts';
import { hashPassword } from '../auth/password';
import { generateToken, hashToken } from '../auth/token';
import { Session } from '../modules/sessions';
import { User, Role, UserStatus } from '../modules/accounts';
import { createTestDatabase, testEngine, type TestDatabase } from './test-database';

export const adminCredentials = { email: 'admin@example.test', password: 'admin-password-1' };

/**
 * Suites upload and query far more from one account and one address than a person would; a test of
 * these limits passes its own lower values.
 */
const generousLimits = {
  UPLOAD_LIMIT_PER_10_MIN: '100000',
  GRAPHQL_LIMIT_PER_MINUTE: '1000000',
  MAIL_PER_MINUTE: '1000000',
};

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export interface GraphqlAnswer {
  status: number;
  data: any;
  errors: Array<{ message: string; extensions?: { code?: string; field?: string } }> | undefined;
}

export interface SeededUser {
  user: User;
  password: string;
  /** A live session token, except for accounts that cannot sign in. */
  token: string | undefined;
}

const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; fixtures reuse one hash per password. */
function cachedHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

/**
 * The PostgreSQL database of each data folder in use, so that an app restarted over the same folder (as the
 * product is, with the same DATABASE_URL) finds the rows it left, as it finds its SQLite file there.
 */
const databasesOfDataDirs = new Map<string, TestDatabase>();

/**
 * The real HTTP app over a real database, listening on a free port, plus the calls a client would make. The
 * database is the engine the Vitest project names: a SQLite file in a fresh temporary folder, or a fresh
 * database of the run's throwaway PostgreSQL cluster; never another one in its place.
 */
export class TestApp {
  readonly logs: string[] = [];
  /** SQL statements run so far, through TypeORM's logger. */
  queryCount = 0;
  /** The last SQL statement run and its parameters, so a test can ask the engine how it plans it. */
  lastQuery: { sql: string; parameters: unknown[] } | undefined;
  /** Other instances over this app's database, stopped with it. */
  private readonly instances: TestApp[] = [];

  private constructor(
    readonly app: App,
    private readonly server: Server,
    readonly url: string,
    readonly config: AppConfig,
  ) {}

  /**
   * `outbox` starts a delivering worker with these timings; without it the app delivers only on `outbox.drain()`.
   * `digest` starts the enrollment digest with these timings and clock; without it the app sends none.
   * `backups` starts the scheduled backups with these timings and clock; without it the app takes none.
   * `attention` fixes the clock "Needs your attention" reads the next class meetings by.
   * `announcements` starts the scheduler with these timings and clock; without it scheduled ones wait for `sendDue`.
   * `depositRelease` starts the release of unpaid holds; without it holds are warned and released on `runDue`.
   * `signupScheduler` starts the volunteer fill and reminders; without it they run on `signupScheduler.runDue`.
   */
  static async start(
    overrides: Partial<AppConfig> = {},
    env: NodeJS.ProcessEnv = {},
    options: Pick<
      AppOptions,
      | 'outbox'
      | 'digest'
      | 'backups'
      | 'attention'
      | 'announcements'
      | 'classChanges'
      | 'depositRelease'
      | 'billingMail'
      | 'volunteerHours'
      | 'signupScheduler'
    > = {},
  ): Promise<TestApp> {
    const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'coop-test-'));
    const config: AppConfig = {
      ...loadConfig({
        ADMIN_EMAIL: adminCredentials.email,
        ADMIN_PASSWORD: adminCredentials.password,
        ...generousLimits,
        ...env,
      }),
      clientDir: undefined,
      dataDir,
      ...overrides,
    };
    if (testEngine() === 'postgres' && config.databaseUrl === undefined) {
      let database = databasesOfDataDirs.get(dataDir);
      if (!database) {
        database = await createTestDatabase();
        databasesOfDataDirs.set(dataDir, database);
      }
      config.databaseUrl = database.url;
    }
    const logs: string[] = [];
    let count = (_sql: string, _parameters: unknown[]) => {};
    const queryLogger: Logger = {
      // The content poll looks for other instances' saves every second on its own: counted, it would land at
      // random in the statements a test counts for one request.
      logQuery: (sql, parameters) => {
        if (!sql.includes('"content_versions"')) count(sql, (parameters ?? []) as unknown[]);
      },
      logQueryError: () => {},
      logQuerySlow: () => {},
      logSchemaBuild: () => {},
      logMigration: () => {},
      log: () => {},
    };
    const app = await createApp(config, (line) => logs.push(line), {
      queryLogger,
      outbox: options.outbox ?? false,
      digest: options.digest ?? false,
      backups: options.backups ?? false,
      attention: options.attention,
      announcements: options.announcements ?? false,
      classChanges: options.classChanges ?? false,
      depositRelease: options.depositRelease ?? false,
      billingMail: options.billingMail ?? false,
      signupScheduler: options.signupScheduler ?? false,
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.express.listen(0, '127.0.0.1', () => resolve(listening));
    });
    setConnectionTimeouts(server);
    const { port } = server.address() as AddressInfo;
    const testApp = new TestApp(app, server, `http://127.0.0.1:${port}`, config);
    count = (sql, parameters) => {
      testApp.queryCount++;
      testApp.lastQuery = { sql, parameters };
    };
    testApp.logs.push(...logs);
    logs.push = (...lines: string[]) => testApp.logs.push(...lines);
    return testApp;
  }

  /**
   * Another instance of the product over this app's database, as a second server sharing one PostgreSQL
   * database is; on SQLite, which serves one instance, this very app. It stops when this app stops.
   */
  async alongside(): Promise<TestApp> {
    if (testEngine() !== 'postgres') return this;
    const other = await TestApp.start({ ...this.config });
    this.instances.push(other);
    return other;
  }

  async stop({ keepData = false } = {}): Promise<void> {
    for (const other of this.instances.splice(0)) await other.stop({ keepData: true });
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.app.close();
    if (keepData) return;
    fs.rmSync(this.config.dataDir, { recursive: true, force: true });
    const database = databasesOfDataDirs.get(this.config.dataDir);
    databasesOfDataDirs.delete(this.config.dataDir);
    await database?.drop();
  }

  async rest(
    method: string,
    apiPath: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(this.url + apiPath, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the raw text is what the test sees.
    }
    return { status: response.status, body, headers: response.headers };
  }

  async graphql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphqlAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: GraphqlAnswer['errors'] };
    return { status: response.status, data: body.data, errors: body.errors };
  }

  /** POST /api/files.php as a browser's FormData would send it. */
  async uploadRest(
    token: string | undefined,
    file: { name: string; bytes: Buffer },
    visibility?: string,
  ): Promise<Answer> {
    const form = new FormData();
    if (visibility !== undefined) form.append('visibility', visibility);
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${this.url}/api/files.php`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  /** The uploadFile mutation, per the GraphQL multipart request spec. */
  async uploadGraphql(
    token: string | undefined,
    file: { name: string; bytes: Buffer },
    visibility?: string,
    headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  ): Promise<GraphqlAnswer> {
    const form = new FormData();
    const variables: Record<string, unknown> = { file: null };
    if (visibility !== undefined) variables.visibility = visibility;
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation($file: Upload!, $visibility: Visibility) { uploadFile(file: $file, visibility: $visibility) { id original_name size visibility uploader_name uploaded_at url } }',
        variables,
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
    const body = (await response.json()) as { data?: unknown; errors?: GraphqlAnswer['errors'] };
    return { status: response.status, data: body.data, errors: body.errors };
  }

  /** What lies in the upload folders: stored bytes and half-received ones. */
  storedFiles(): { files: string[]; tmp: string[] } {
    return {
      files: fs.readdirSync(path.join(this.config.dataDir, 'files')),
      tmp: fs.readdirSync(path.join(this.config.dataDir, 'tmp')),
    };
  }

  /** A user written straight to the database, with a session when the account may have one. */
  async seedUser(
    options: {
      role?: Role;
      status?: UserStatus;
      name?: string;
      email?: string;
      password?: string;
      /** Whether the holder followed the link confirming the address; they have unless a test says otherwise. */
      emailVerified?: boolean;
    } = {},
  ): Promise<SeededUser> {
    const password = options.password ?? 'seed-password-1';
    const id = randomUUID();
    const status = options.status ?? UserStatus.approved;
    const email = options.email ?? `${id}@example.test`;
    const passwordHash = await cachedHash(password);
    const user = await this.app.db.write((manager) =>
      manager.save(
        manager.create(User, {
          id,
          name: options.name ?? `User ${id.slice(0, 8)}`,
          email,
          passwordHash,
          role: options.role ?? Role.parent,
          status,
          createdAt: new Date(),
          approvedAt: null,
          approvedBy: null,
          verifiedEmail: options.emailVerified === false ? null : email,
        }),
      ),
    );
    const canSignIn = status === UserStatus.approved || status === UserStatus.password_reset_required;
    const token = canSignIn ? await this.seedSession(id) : undefined;
    return { user, password, token };
  }

  async seedSession(userId: string, at = new Date()): Promise<string> {
    const token = generateToken();
    await this.app.db.write((manager) =>
      manager.insert(Session, {
        tokenHash: hashToken(token),
        userId,
        createdAt: at,
        lastUsedAt: at,
        expiresAt: new Date(at.getTime() + 60 * 24 * 3600_000),
      }),
    );
    return token;
  }

  async adminToken(): Promise<string> {
    const answer = await this.rest('POST', '/api/login.php', { body: adminCredentials });
    if (answer.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  }

  findUser(id: string): Promise<User | null> {
    return this.app.db.manager.findOneBy(User, { id });
  }

  /** Every account and session as text, to prove a refused call changed nothing. */
  async snapshot(): Promise<string> {
    const users = await this.app.db.manager.find(User, { order: { id: 'ASC' } });
    const sessions = await this.app.db.manager.find(Session, { order: { tokenHash: 'ASC' } });
    return JSON.stringify({ users, sessions });
  }
}
