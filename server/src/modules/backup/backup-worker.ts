// The scheduled backup's thread (see backup-thread.ts): takes one backup with the configuration it was started
// with, answers how it went, and ends.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { takeBackup, type BackupConfig } from './take-backup';

export type BackupAnswer = { file: string; gone: string[] } | { error: string };

// Below the thread answering requests: with every core busy, the backup waits rather than a visitor. Linux gives
// each thread a priority of its own; elsewhere the backup runs at the process's.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Not Linux.
}

const answer = (message: BackupAnswer) => parentPort!.postMessage(message);

takeBackup(workerData as BackupConfig).then(
  ({ file, gone }) => answer({ file, gone }),
  (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
);
