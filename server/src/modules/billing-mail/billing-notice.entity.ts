import { Column, Entity, PrimaryColumn } from 'typeorm';

export type BillingNoticeKind = 'invoice' | 'receipt' | 'reminder_before' | 'reminder_after';

/** One notice a household was sent (or a line that needed none), by a key that names it for good. */
@Entity({ name: 'billing_notices' })
export class BillingNotice {
  /** `line:<ledger line id>` for a line mailed in an invoice or a receipt; `<kind>:<household>:<due item>` for a reminder. */
  @PrimaryColumn({ name: 'notice_key', type: 'varchar', length: 300 })
  noticeKey: string;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  @Column({ type: 'varchar', length: 24 })
  kind: BillingNoticeKind;

  @Column({ name: 'created_at' })
  createdAt: Date;
}
