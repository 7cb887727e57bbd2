import type { AnnouncementStateName, AudienceKindName, HouseholdConditionName } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A message to an audience, written once and delivered to each recipient's inbox and address when it is sent. */
@Entity({ name: 'announcements' })
export class Announcement {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  /** Markdown, as the author wrote it: the mail's text part as it is, its HTML rendered from it. */
  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'audience_kind', type: 'varchar', length: 32 })
  audienceKind: AudienceKindName;

  @Column({ name: 'audience_class_key', type: 'varchar', length: 64, nullable: true })
  audienceClassKey: string | null;

  @Column({ name: 'audience_grade', type: 'integer', nullable: true })
  audienceGrade: number | null;

  @Column({ name: 'audience_group', type: 'varchar', length: 64, nullable: true })
  audienceGroup: string | null;

  @Column({ name: 'audience_condition', type: 'varchar', length: 32, nullable: true })
  audienceCondition: HouseholdConditionName | null;

  /** The audience as it read when written ("Families of Math (Grade 1)"), so it still reads right after the catalog changes. */
  @Column({ name: 'audience_label', type: 'varchar', length: 300 })
  audienceLabel: string;

  /** The author's account; null once it is gone, the name staying. */
  @Column({ name: 'author_id', type: 'varchar', length: 36, nullable: true })
  authorId: string | null;

  @Column({ name: 'author_name', type: 'varchar', length: 200 })
  authorName: string;

  @Column({ type: 'varchar', length: 16 })
  state: AnnouncementStateName;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** When it goes out: the moment it was written for "send now". */
  @Column({ name: 'send_at' })
  sendAt: Date;

  @Column({ name: 'sent_at', type: Date, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'boolean' })
  urgent: boolean;

  /** YYYY-MM-DD, the last day an urgent message shows as the site's notice. */
  @Column({ name: 'notice_until', type: 'varchar', length: 10, nullable: true })
  noticeUntil: string | null;

  // Who it reached, counted when it was sent; null until then.
  @Column({ name: 'reach_households', type: 'integer', nullable: true })
  reachHouseholds: number | null;

  @Column({ name: 'reach_addresses', type: 'integer', nullable: true })
  reachAddresses: number | null;

  @Column({ name: 'reach_accounts', type: 'integer', nullable: true })
  reachAccounts: number | null;

  @Column({ name: 'reach_stopped', type: 'integer', nullable: true })
  reachStopped: number | null;
}

/** An announcement in one account's inbox, and whether they have read it. */
@Entity({ name: 'announcement_inbox' })
export class AnnouncementInboxRow {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ name: 'announcement_id', type: 'varchar', length: 36 })
  announcementId: string;

  /** The announcement's sending time, kept here so an inbox is read newest first from its own index. */
  @Column({ name: 'sent_at' })
  sentAt: Date;

  @Column({ name: 'read_at', type: Date, nullable: true })
  readAt: Date | null;
}
