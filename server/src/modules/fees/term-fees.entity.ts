import type { Installment } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A term's fee policy as the office set it; a term without a row has the contract's defaults. */
@Entity({ name: 'term_fees' })
export class TermFeesRow {
  /** The catalog term's key ("2026-27", "fall-2027"). */
  @PrimaryColumn({ name: 'term_key', type: 'varchar', length: 64 })
  termKey: string;

  /** Household dues in cents. */
  @Column({ type: 'integer' })
  dues: number;

  @Column({ name: 'second_child_percent', type: 'integer' })
  secondChildPercent: number;

  @Column({ name: 'later_child_percent', type: 'integer' })
  laterChildPercent: number;

  /** The installment plan, as JSON: [{ dueOn, percent }]. */
  @Column({ type: 'simple-json' })
  installments: Installment[];

  @Column({ name: 'fees_kept_after', type: 'varchar', length: 10, nullable: true })
  feesKeptAfter: string | null;

  @Column({ name: 'deposit_release_days', type: 'integer', nullable: true })
  depositReleaseDays: number | null;

  @Column({ name: 'instructor_percent', type: 'integer' })
  instructorPercent: number;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
