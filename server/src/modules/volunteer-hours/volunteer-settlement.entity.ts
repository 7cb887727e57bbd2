import type { SettlementOutcome } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How the office closed a household's hours for a term: charged to its account or waived; once per household and term. */
@Entity({ name: 'volunteer_settlements' })
export class VolunteerSettlement {
  @PrimaryColumn({ name: 'term_key', type: 'varchar', length: 64 })
  termKey: string;

  @PrimaryColumn({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  @Column({ type: 'varchar', length: 8 })
  outcome: SettlementOutcome;

  /** The minutes short when it was settled. */
  @Column({ name: 'short_minutes', type: 'integer' })
  shortMinutes: number;

  /** Cents charged; 0 for a waiver. */
  @Column({ type: 'integer' })
  amount: number;

  /** The ledger line a charge posted. */
  @Column({ name: 'line_id', type: 'varchar', length: 36, nullable: true })
  lineId: string | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ name: 'by_user_id', type: 'varchar', length: 36 })
  byUserId: string;

  @Column({ name: 'by_name', type: 'varchar', length: 200 })
  byName: string;

  @Column({ name: 'created_at' })
  createdAt: Date;
}
