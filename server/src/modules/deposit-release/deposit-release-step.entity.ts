import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

/** The two steps of releasing a seat whose deposit stays unpaid. */
export type DepositReleaseStepName = 'warned' | 'released';

/**
 * One step taken for one hold of a seat: the family warned, or the seat released. A hold is a placement from the
 * moment it was held (promoted again later, it is a new hold with its own steps); the unique key lets each step of
 * each hold be taken once, by whichever instance writes it first.
 */
@Entity({ name: 'deposit_release_steps' })
@Unique('UQ_deposit_release_steps_hold_step', ['placementId', 'heldAt', 'step'])
export class DepositReleaseStep {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'placement_id', type: 'varchar', length: 36 })
  placementId: string;

  /** When the placement was held: which hold the step belongs to. */
  @Column({ name: 'held_at' })
  heldAt: Date;

  @Column({ type: 'varchar', length: 16 })
  step: DepositReleaseStepName;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  /** What was left to pay of the deposit, in cents, when the step was taken. */
  @Column({ type: 'integer' })
  amount: number;

  /** YYYY-MM-DD on the co-op's calendar: the day of release the warning named. */
  @Column({ name: 'release_on', type: 'varchar', length: 10 })
  releaseOn: string;

  @Column()
  at: Date;
}
