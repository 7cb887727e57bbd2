import type { PlacementStatusName } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Enrollment } from './enrollment.entity';

/** One student in one class: the unique student key and class keep a second enrollment from adding another. */
@Entity({ name: 'placements' })
export class Placement {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** The enrollment that last brought the student into the class. */
  @Column({ name: 'enrollment_id', type: 'varchar', length: 36 })
  enrollmentId: string;

  @Column({ name: 'class_key', type: 'varchar', length: 64 })
  classKey: string;

  /** Parent e-mail, student name and birthday, normalised: who the student is (student-key.ts). */
  @Column({ name: 'student_key', type: 'varchar', length: 600 })
  studentKey: string;

  /** The household student the placement is for (households module), so later terms and rosters follow the child. */
  @Column({ name: 'student_id', type: 'varchar', length: 36, nullable: true })
  studentId: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: PlacementStatusName;

  /** Order in the class's waitlist: given as the class's highest plus one when the placement joins it. */
  @Column({ name: 'queue_order', type: 'integer' })
  queueOrder: number;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** Since when the placement has its status. */
  @Column({ name: 'status_at' })
  statusAt: Date;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** The enrollment, when a query read it along (rosters and families). */
  enrollment?: Enrollment;
}
