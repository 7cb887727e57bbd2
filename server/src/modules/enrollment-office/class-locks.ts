import type { EntityManager } from 'typeorm';
import { AppError } from '../../errors';
import { enrollmentOfficeMessages } from '@coop/contract';
import { findForUpdate } from '../../db/row-locks';
import { ClassSetting } from './class-setting.entity';

/**
 * Locks the settings rows of the classes a change touches, one by one in key order, so two transactions that
 * touch several classes never wait on each other in a circle. Every change of a class's placements takes this
 * lock first; on PostgreSQL it is `FOR UPDATE`, on SQLite the write queue already lets one transaction through.
 */
export async function lockClasses(
  manager: EntityManager,
  classKeys: Iterable<string>,
): Promise<Map<string, ClassSetting>> {
  const locked = new Map<string, ClassSetting>();
  for (const classKey of [...new Set(classKeys)].sort()) {
    const setting = await manager.findOne(ClassSetting, { where: { classKey }, ...findForUpdate(manager) });
    if (!setting) throw new AppError('NOT_FOUND', enrollmentOfficeMessages.classNotFound, 'classKey');
    locked.set(classKey, setting);
  }
  return locked;
}
