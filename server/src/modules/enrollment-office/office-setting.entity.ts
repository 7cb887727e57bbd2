import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How administrators hear of a family's withdrawal: one message each at once, or listed in the morning digest. */
export const withdrawalNoticeChoices = ['at_once', 'morning_digest'] as const;
export type WithdrawalNoticeChoice = (typeof withdrawalNoticeChoices)[number];

/** The office's co-op-wide settings: one row, written by the migration that made the table. */
@Entity({ name: 'office_settings' })
export class OfficeSetting {
  /** Always `office`. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id: string;

  @Column({ name: 'withdrawal_notices', type: 'varchar', length: 16 })
  withdrawalNotices: WithdrawalNoticeChoice;
}

/** The key of the one settings row. */
export const officeSettingsId = 'office';
