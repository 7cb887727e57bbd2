// @ts-check
// Global setup of the server's integration suite on PostgreSQL: one throwaway cluster for the whole run, stopped
// when it ends. Each test app creates a database of its own in it (server/src/test-support/test-database.ts), so
// test files stay independent and run side by side.
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  const cluster = await startThrowawayPostgres({ databases: [] });
  // The key's type is declared beside the tests that read it (server/src/test-support/test-database.ts).
  const provide = /** @type {(key: string, value: unknown) => void} */ (project.provide.bind(project));
  provide('postgresAdminUrl', cluster.urlFor('postgres'));
  return () => cluster.stop();
}
