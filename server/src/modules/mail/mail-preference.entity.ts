import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One address's choice about the co-op's mail, and the token of its unsubscribe link. A row is made the first time
 * an announcement is addressed to it (or its owner first chooses), so an address without one receives everything.
 */
@Entity({ name: 'mail_preferences' })
export class MailPreference {
  /** Lower-cased: a household's addresses come from accounts and forms, spelled as each was typed. */
  @PrimaryColumn({ type: 'varchar', length: 320 })
  address: string;

  /**
   * Random and unguessable, kept as it is (not hashed): every announcement's link carries it again, and all it
   * opens is this one choice.
   */
  @Index('mail_preferences_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ name: 'announcements_stopped', type: 'boolean', default: false })
  announcementsStopped: boolean;

  /** When the choice last changed; null while it is still the one every address starts with. */
  @Column({ name: 'changed_at', type: Date, nullable: true })
  changedAt: Date | null;

  @Column({ name: 'created_at' })
  createdAt: Date;
}
