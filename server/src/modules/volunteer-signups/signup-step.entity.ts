import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

/** The steps taken once: a co-op day's automatic fill (keyed by the day), a household's reminder (day and household). */
export type SignupStepName = 'auto_assign' | 'reminder';

/** One step done, by whichever instance wrote it first: the unique key refuses a second. */
@Entity({ name: 'volunteer_signup_steps' })
@Unique('UQ_volunteer_signup_steps_key', ['step', 'stepKey'])
export class SignupStep {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  step: SignupStepName;

  @Column({ name: 'step_key', type: 'varchar', length: 120 })
  stepKey: string;

  @Column()
  at: Date;
}
