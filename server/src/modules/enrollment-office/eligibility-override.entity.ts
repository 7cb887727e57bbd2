import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An administrator's word that one student may take one class whatever the enrollment's rules say (age, meeting
 * times, prerequisites): a prerequisite met at another school, a child working well beyond their grade. One per
 * student and class (unique in the table); giving it again replaces the reason.
 */
@Entity({ name: 'eligibility_overrides' })
export class EligibilityOverride {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Parent e-mail, student name and birthday, normalised: who the student is (student-key.ts). */
  @Column({ name: 'student_key', type: 'varchar', length: 600 })
  studentKey: string;

  @Column({ name: 'class_key', type: 'varchar', length: 64 })
  classKey: string;

  @Column({ type: 'text' })
  reason: string;

  /** The administrator; null once the account is gone, the name staying. */
  @Column({ name: 'actor_user_id', type: 'varchar', length: 36, nullable: true })
  actorUserId: string | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 200 })
  actorName: string;

  @Column({ name: 'created_at' })
  createdAt: Date;
}
