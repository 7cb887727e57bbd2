import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One side of a transaction: the entries of a transaction add up to zero. The household's side is the account
 * `receivable` with its household id; the other side an income, discount or money account (ledger-accounts.ts).
 */
@Entity({ name: 'ledger_entries' })
export class LedgerEntry {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'transaction_id', type: 'varchar', length: 36 })
  transactionId: string;

  @Column({ type: 'varchar', length: 40 })
  account: string;

  /** Set on the receivable side only. */
  @Column({ name: 'household_id', type: 'varchar', length: 36, nullable: true })
  householdId: string | null;

  /** In cents; debits positive, credits negative. */
  @Column({ type: 'integer' })
  amount: number;
}
