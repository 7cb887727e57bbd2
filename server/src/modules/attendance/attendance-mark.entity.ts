import type { AttendanceStatusName } from '@coop/contract';
import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

/**
 * One child's mark at one class meeting: the class, the meeting's date and the child's placement in the class name
 * it, so a later mark replaces it. Who marked it and when stay with it; the child's name is kept as it was, so the
 * record still reads after the placement is gone.
 */
@Entity({ name: 'attendance_marks' })
@Unique('UQ_attendance_marks_meeting_child', ['classKey', 'date', 'placementId'])
export class AttendanceMark {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'class_key', type: 'varchar', length: 64 })
  classKey: string;

  /** YYYY-MM-DD on the co-op's calendar: the day the meeting happens (after any move). */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  @Column({ name: 'placement_id', type: 'varchar', length: 36 })
  placementId: string;

  /** The household student, which a child's record and a parent's report name. */
  @Column({ name: 'student_id', type: 'varchar', length: 36, nullable: true })
  studentId: string | null;

  @Column({ name: 'student_name', type: 'varchar', length: 200 })
  studentName: string;

  @Column({ type: 'varchar', length: 16 })
  status: AttendanceStatusName;

  @Column({ name: 'marked_by', type: 'varchar', length: 36 })
  markedBy: string;

  @Column({ name: 'marked_by_name', type: 'varchar', length: 200 })
  markedByName: string;

  /** When the mark was made on the device that sent it (never later than its arrival). */
  @Column({ name: 'marked_at' })
  markedAt: Date;
}
