import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A post of marks, by the id the sending phone chose: a post the service worker sends again finds its id here and
 * changes nothing.
 */
@Entity({ name: 'attendance_posts' })
export class AttendancePost {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'class_key', type: 'varchar', length: 64 })
  classKey: string;

  @Column({ type: 'varchar', length: 10 })
  date: string;

  @Column({ name: 'received_at' })
  receivedAt: Date;
}
