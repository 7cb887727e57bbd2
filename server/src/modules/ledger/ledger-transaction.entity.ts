import type { LedgerLineKind, PaymentMethod } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One line of a household's account: a charge, a discount, a payment, a refund, a credit, or the reversal of one
 * of these. Never updated or deleted; its entries say which accounts it moved.
 */
@Entity({ name: 'ledger_transactions' })
export class LedgerTransaction {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerLineKind;

  /** In cents, as the line moves the household's balance: positive owes more, negative owes less. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'term_key', type: 'varchar', length: 64, nullable: true })
  termKey: string | null;

  /** For a charge or discount the fee rules expect: the key they name it by (`class_fee:<placement id>`). */
  @Column({ name: 'charge_key', type: 'varchar', length: 200, nullable: true })
  chargeKey: string | null;

  @Column({ name: 'class_key', type: 'varchar', length: 64, nullable: true })
  classKey: string | null;

  @Column({ name: 'student_id', type: 'varchar', length: 36, nullable: true })
  studentId: string | null;

  /** How money came in or went back, for payments and refunds. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  method: PaymentMethod | null;

  /** A check's number, or the card payment's id at the payment provider. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  reference: string | null;

  /** What came from outside (a checkout session, a provider's refund) once: unique. */
  @Column({ name: 'external_id', type: 'varchar', length: 200, nullable: true })
  externalId: string | null;

  /** The line this one reverses: unique, so a line is reversed at most once. */
  @Column({ name: 'reverses_id', type: 'varchar', length: 36, nullable: true })
  reversesId: string | null;

  /** YYYY-MM-DD on the co-op's calendar: the day the money moved (a check's date) or the charge came. */
  @Column({ name: 'occurred_on', type: 'varchar', length: 10 })
  occurredOn: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** Who made the line; null for the rules and the payment provider. */
  @Column({ name: 'created_by_user_id', type: 'varchar', length: 36, nullable: true })
  createdByUserId: string | null;

  @Column({ name: 'created_by_name', type: 'varchar', length: 200 })
  createdByName: string;

  @Column({ name: 'created_at' })
  createdAt: Date;
}
