import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Where a notice stands: gathering saves, sent, or let go because the saves came to no change. */
export type ClassChangeNoticeState = 'gathering' | 'sent' | 'unchanged';

/** The value of `open` on the one notice still gathering saves; the unique index keeps it to one. */
export const openNotice = 'open';

/**
 * One class-change notice: the schedule as it stood before the first save of a run of saves close together,
 * kept as the versions of the two documents then, so the notice tells the net change once the saves stop.
 */
@Entity({ name: 'class_change_notices' })
export class ClassChangeNotice {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** `open` while it gathers saves, null once sent or let go. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  open: string | null;

  @Column({ type: 'varchar', length: 16 })
  state: ClassChangeNoticeState;

  /** The catalog's version before the first save of it that touched the catalog; null while none did. */
  @Column({ name: 'catalog_revision', type: 'integer', nullable: true })
  catalogRevision: number | null;

  /** The same for the one-off schedule changes. */
  @Column({ name: 'changes_revision', type: 'integer', nullable: true })
  changesRevision: number | null;

  @Column({ name: 'first_saved_at' })
  firstSavedAt: Date;

  @Column({ name: 'last_saved_at' })
  lastSavedAt: Date;

  /** When it goes out unless another save comes first. */
  @Column({ name: 'due_at' })
  dueAt: Date;

  @Column({ name: 'sent_at', type: Date, nullable: true })
  sentAt: Date | null;

  /** How many addresses it was mailed to. */
  @Column({ type: 'integer', default: 0 })
  recipients: number;
}
