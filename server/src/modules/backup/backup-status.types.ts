import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';

/** How a scheduled backup went, as administrators see it. */
export enum BackupOutcomeView {
  running = 'running',
  succeeded = 'succeeded',
  failed = 'failed',
}

registerEnumType(BackupOutcomeView, { name: 'BackupOutcome' });

/** What administrators must act on until a good backup is taken. */
export enum BackupProblemKind {
  /** A backup failed since the last good one. */
  failed = 'failed',
  /** The last good backup is more than 36 hours old. */
  overdue = 'overdue',
}

registerEnumType(BackupProblemKind, { name: 'BackupProblemKind' });

@ObjectType('BackupRun', { simpleResolvers: true })
export class BackupRunView {
  @Field({ description: "The day it was taken for, YYYY-MM-DD in the catalog's time zone" })
  day: string;

  @Field(() => DateTimeIso)
  startedAt: Date;

  @Field(() => DateTimeIso, { nullable: true })
  finishedAt: Date | null;

  @Field(() => BackupOutcomeView)
  outcome: BackupOutcomeView;

  @Field(() => String, { nullable: true, description: "The archive's name where backups are kept" })
  archiveName: string | null;

  @Field(() => Float, { nullable: true, description: "The archive's size in bytes" })
  size: number | null;

  @Field(() => String, { nullable: true, description: 'What went wrong, for a failed backup' })
  error: string | null;
}

@ObjectType('BackupProblem', { simpleResolvers: true })
export class BackupProblemView {
  @Field(() => BackupProblemKind)
  kind: BackupProblemKind;

  @Field(() => BackupRunView, { description: 'The failed backup, or the last good one when none followed it' })
  run: BackupRunView;
}

@ObjectType('BackupStatus', { simpleResolvers: true })
export class BackupStatusView {
  @Field(() => String, {
    nullable: true,
    description: "The time of day (HH:MM, the catalog's time zone) the server backs up; null when it takes none",
  })
  schedule: string | null;

  @Field()
  timeZone: string;

  @Field(() => DateTimeIso, { nullable: true, description: 'When the next scheduled backup is due' })
  nextAt: Date | null;

  @Field({ description: 'Where backups are kept: a folder on the server, or an s3:// address' })
  place: string;

  @Field(() => BackupRunView, { nullable: true, description: 'The newest scheduled backup, perhaps still running' })
  lastRun: BackupRunView | null;

  @Field(() => BackupRunView, { nullable: true })
  lastSuccess: BackupRunView | null;

  @Field(() => BackupProblemView, { nullable: true, description: 'Null while backups are fine' })
  problem: BackupProblemView | null;
}
