import { registerEnumType } from 'type-graphql';
import { trashRetentionDays } from '@coop/contract';

const dayMs = 24 * 3600_000;

/** How often the server looks for items past their time in the trash (also once at start). */
export const trashPurgeIntervalMs = 3600_000;

export function purgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + trashRetentionDays * dayMs);
}

/** Items deleted before this moment have had their time in the trash. */
export function purgeCutoff(now = new Date()): Date {
  return new Date(now.getTime() - trashRetentionDays * dayMs);
}

export enum TrashKind {
  file = 'file',
  link = 'link',
}

registerEnumType(TrashKind, { name: 'TrashKind' });

export const trashMessages = {
  notInTrash: 'That item is not in the trash',
  idRequired: 'Item ID is required',
  kindInvalid: 'Please say whether the item is a file or a link',
} as const;
