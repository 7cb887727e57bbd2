import { Column, Entity, PrimaryColumn } from 'typeorm';

export type BackupOutcome = 'running' | 'succeeded' | 'failed';

/** Archive sizes pass 2 GiB: a bigint column, which PostgreSQL's driver reads as text. */
const bytes = {
  to: (value: number | null) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * One scheduled backup: the day's slot, claimed by the instance whose insert the day kept, and how its backup went.
 */
@Entity({ name: 'backup_runs' })
export class BackupRun {
  /** The day in the catalog's time zone, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  slot: string;

  /** The claim of the instance that took it. */
  @Column({ name: 'run_id', type: 'varchar', length: 36 })
  runId: string;

  @Column({ name: 'started_at' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: Date, nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'varchar', length: 16 })
  outcome: BackupOutcome;

  @Column({ name: 'archive_name', type: 'varchar', length: 255, nullable: true })
  archiveName: string | null;

  @Column({ name: 'archive_size', type: 'bigint', nullable: true, transformer: bytes })
  archiveSize: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** When the administrators were mailed that no backup followed this successful one for too long. */
  @Column({ name: 'overdue_mailed_at', type: Date, nullable: true })
  overdueMailedAt: Date | null;
}
