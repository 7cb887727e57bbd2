import type { EntityManager } from 'typeorm';
import { OfficeSetting, officeSettingsId, type WithdrawalNoticeChoice } from './office-setting.entity';

/** How administrators hear of a family's withdrawal now. */
export async function withdrawalNoticeChoice(manager: EntityManager): Promise<WithdrawalNoticeChoice> {
  return (await manager.findOneByOrFail(OfficeSetting, { id: officeSettingsId })).withdrawalNotices;
}

export async function setWithdrawalNoticeChoice(manager: EntityManager, choice: WithdrawalNoticeChoice): Promise<void> {
  await manager.update(OfficeSetting, { id: officeSettingsId }, { withdrawalNotices: choice });
}
