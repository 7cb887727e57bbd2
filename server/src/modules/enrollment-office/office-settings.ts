import type { EntityManager } from 'typeorm';
import { OfficeSetting, officeSettingsId, type PlacementNoticeChoice } from './office-setting.entity';

/** How administrators hear of placement changes now. */
export async function placementNoticeChoice(manager: EntityManager): Promise<PlacementNoticeChoice> {
  return (await manager.findOneByOrFail(OfficeSetting, { id: officeSettingsId })).placementNotices;
}

export async function setPlacementNoticeChoice(manager: EntityManager, choice: PlacementNoticeChoice): Promise<void> {
  await manager.update(OfficeSetting, { id: officeSettingsId }, { placementNotices: choice });
}
