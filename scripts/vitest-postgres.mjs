// @ts-check
// Global setup of the server's integration suite on PostgreSQL: one throwaway cluster for the whole run, stopped
// when it ends. Each test app creates a database of its own in it (server/src/test-support/test-database.ts), so
// test files stay independent and run side by side.
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  const cluster = await startThrowawayPostgres({ databases: [] });
  project.provide('postgresAdminUrl', cluster.urlFor('postgres'));
  return () => cluster.stop();
}
