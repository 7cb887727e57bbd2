import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A guardian (a member's account) whose background check the office has on file, and until when it counts. */
@Entity({ name: 'volunteer_background_checks' })
export class BackgroundCheck {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'checked_on', type: 'varchar', length: 10 })
  checkedOn: string;

  /** The last day it counts; null when it does not expire. */
  @Column({ name: 'expires_on', type: 'varchar', length: 10, nullable: true })
  expiresOn: string | null;

  @Column({ type: 'text' })
  note: string;

  @Column({ name: 'by_name', type: 'varchar', length: 200 })
  byName: string;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
