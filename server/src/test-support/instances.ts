import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database';
import { entities } from '../entities';
import { createTestDatabase, testEngine } from './test-database';

/**
 * Several server instances' databases over ONE database, opened at the same moment as instances starting
 * together would. On PostgreSQL each is a data source of its own (its own connections) over one fresh database;
 * SQLite serves one instance only, so there every "instance" is the same Database.
 */
export async function openInstances(count: number): Promise<{ databases: Database[]; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-instances-'));
  const shared = testEngine() === 'postgres' ? await createTestDatabase() : undefined;
  const open = () => openDatabase({ dataDir, databaseUrl: shared?.url }, { entities });
  const opened = shared
    ? await Promise.allSettled(Array.from({ length: count }, open))
    : [{ status: 'fulfilled' as const, value: await open() }];
  const databases = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = async () => {
    await Promise.all(databases.map((db) => db.close()));
    await shared?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = opened.find((result) => result.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { databases: shared ? databases : Array.from({ length: count }, () => databases[0]), close };
}
