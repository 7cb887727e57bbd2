import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How administrators hear of placement changes: one message each at once, or listed in the morning digest. */
export const placementNoticeChoices = ['at_once', 'morning_digest'] as const;
export type PlacementNoticeChoice = (typeof placementNoticeChoices)[number];

/** The office's co-op-wide settings: one row, written by the migration that made the table. */
@Entity({ name: 'office_settings' })
export class OfficeSetting {
  /** Always `office`. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id: string;

  @Column({ name: 'placement_notices', type: 'varchar', length: 16 })
  placementNotices: PlacementNoticeChoice;
}

/** The key of the one settings row. */
export const officeSettingsId = 'office';
