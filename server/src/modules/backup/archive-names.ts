import type { ShelvedBackup } from './shelf';

const shelvedName = /^coop-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d+)?\.tar\.gz$/;

/** The snapshot's moment of an archive named by `archiveName`, or undefined for any other name. */
export function takenAtOf(name: string): Date | undefined {
  const match = shelvedName.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : undefined;
}

/** Oldest first, whatever the shelf: `…Z.tar.gz` before `…Z-2.tar.gz` of the same second, before `…Z-10.tar.gz`. */
export function oldestFirst(shelved: ShelvedBackup[]): ShelvedBackup[] {
  return shelved.sort(
    (a, b) =>
      a.takenAt.getTime() - b.takenAt.getTime() || a.name.length - b.name.length || a.name.localeCompare(b.name),
  );
}

/** Shelves act on archives only: any other name (a path, a stray file) is refused before the shelf is touched. */
export function refuseUnlessArchiveName(name: string): void {
  if (!takenAtOf(name)) throw new Error(`${name} is not the name of a backup (coop-….tar.gz)`);
}
