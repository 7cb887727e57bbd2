import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BackupAnswer } from './backup-worker';
import type { BackupConfig } from './take-backup';

/** The backup ended because the server is stopping, not because anything went wrong. */
export class BackupStopped extends Error {}

/** A backup under way: its outcome, and a way to end it now. */
export interface RunningBackup {
  /** Where the archive now is, and the stored files left out because they were deleted meanwhile. */
  done: Promise<{ file: string; gone: string[] }>;
  /** Ends it at once; `done` then rejects with `BackupStopped`. */
  stop(): Promise<void>;
}

export type BackupRunner = (config: BackupConfig) => RunningBackup;

// The built server runs backup-worker.js beside this file. The test runner runs the TypeScript sources, which
// Node does not load in a thread of its own: there the thread first loads a hook that compiles them.
const fromSources = path.extname(__filename) === '.ts';
const workerFile = path.join(__dirname, fromSources ? 'backup-worker.ts' : 'backup-worker.js');
const execArgv = fromSources ? ['--require', path.join(__dirname, 'typescript-hook.cjs')] : [];

/**
 * Takes a backup in a thread of its own, which ends with it. SQLite's `VACUUM INTO` holds the thread that runs it
 * until the whole copy is written, and compressing the archive is CPU work: on the thread answering requests,
 * both would hold every request (and every write) back for as long.
 */
export const takeBackupOffThread: BackupRunner = (config) => {
  const worker = new Worker(workerFile, { execArgv, workerData: config });
  let stopping = false;
  const done = new Promise<{ file: string; gone: string[] }>((resolve, reject) => {
    worker.once('message', (answer: BackupAnswer) => {
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (stopping) reject(new BackupStopped('The server stopped while the backup was running'));
      else reject(new Error(`The backup's thread ended (code ${code}) before the backup was finished`));
    });
  });
  return {
    done,
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
};
