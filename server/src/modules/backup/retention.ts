import type { BackupKeep } from '../../config';
import type { ShelvedBackup } from './shelf';
import { isoWeek } from './wall-clock';
import { wallClock } from '../catalog';

/**
 * The archives retention removes: every one listed except the newest of each of the last `keep.daily` days that
 * have one and the newest of each of the last `keep.weekly` ISO weeks that have one, days and weeks on the
 * catalog's clock. `shelved` is as the shelf lists it, oldest first. `justTaken` always stays, whatever its moment says, so a backup never removes itself.
 */
export function backupsToRemove(
  shelved: readonly ShelvedBackup[],
  keep: BackupKeep,
  timeZone: string,
  justTaken: string,
): string[] {
  // The shelf lists oldest first, a second archive of the same second after the first: reversed, then sorted by
  // moment (a stable sort), the later of two such is taken as the newer.
  const newestFirst = [...shelved].reverse().sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set([justTaken]);
  const keepNewestOf = (periodOf: (backup: ShelvedBackup) => string, count: number) => {
    const periods = new Set<string>();
    for (const backup of newestFirst) {
      const period = periodOf(backup);
      if (periods.has(period)) continue;
      if (periods.size === count) break;
      periods.add(period);
      kept.add(backup.name);
    }
  };
  const dayOf = (backup: ShelvedBackup) => wallClock(backup.takenAt, timeZone).day;
  keepNewestOf(dayOf, keep.daily);
  keepNewestOf((backup) => isoWeek(dayOf(backup)), keep.weekly);
  return newestFirst.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}
