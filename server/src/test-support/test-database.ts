import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL cluster's maintenance database, given by the PostgreSQL project's global setup. */
    postgresAdminUrl: string | undefined;
  }
}

/** The engines the server's integration suite runs on; the Vitest project says which (`TEST_DATABASE`). */
export type TestEngine = 'sqlite' | 'postgres';

export function testEngine(): TestEngine {
  const engine = process.env.TEST_DATABASE || 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') {
    throw new Error(`TEST_DATABASE must be sqlite or postgres, got "${engine}"`);
  }
  return engine;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

let admin: Promise<DataSource> | undefined;

function adminUrl(): string {
  const url = inject('postgresAdminUrl');
  if (!url) {
    throw new Error(
      'TEST_DATABASE=postgres but no PostgreSQL cluster was started: run the server-pg Vitest project (npm run test:pg).',
    );
  }
  return url;
}

/** One small connection per test worker to the cluster's maintenance database, which creates and drops the others. */
function adminSource(): Promise<DataSource> {
  admin ??= new DataSource({
    type: 'postgres',
    url: adminUrl(),
    extra: { max: 1, idleTimeoutMillis: 1000, allowExitOnIdle: true },
  }).initialize();
  return admin;
}

/**
 * A fresh, empty PostgreSQL database of the test cluster, so that test files running side by side never see
 * each other's rows. `drop()` removes it, ending any connection still open to it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = await adminSource();
  const name = `t_${randomBytes(8).toString('hex')}`;
  await source.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await source.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
