import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A guardian's word ahead that a child will miss class on a day: every class that day, or only those named. */
@Entity({ name: 'absence_reports' })
export class AbsenceReport {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'student_id', type: 'varchar', length: 36 })
  studentId: string;

  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** The classes the child misses, comma-separated; empty for all of that day's. */
  @Column({ name: 'class_keys', type: 'text' })
  classKeys: string;

  @Column({ type: 'text' })
  note: string;

  @Column({ name: 'reported_by', type: 'varchar', length: 36 })
  reportedBy: string;

  @Column({ name: 'reported_at' })
  reportedAt: Date;
}
