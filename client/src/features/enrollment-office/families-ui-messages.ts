import { listText, pastPlacementStatuses, type PlacementStatusName } from '@coop/contract';
import { familiesLoading } from './enrollment-office-loading';

// Texts of the office's Families tab; the server's text is shown whenever it sends one.
export const familiesUiMessages = {
  familiesLoading,
  familiesLoadFailed: 'Failed to load the households',
  familiesEmpty: 'There are no households yet: the first enrollment form makes one.',
  searchEmpty: 'No household matches this search.',
  householdLoading: 'Loading the household…',
  householdLoadFailed: 'Failed to load the household',
  untitled: 'A household without a name',
  noClasses: 'No classes.',
  historyEmpty: 'Nothing has happened yet.',
  mergeEmpty: 'No other household matches this search.',
  mergeRefused: 'The households could not be merged',
  mergeUnreachable: 'Failed to merge the households. Please try again.',
} as const;

/** A household's name, or what stands for it before it has one. */
export const householdName = (name: string) => name || familiesUiMessages.untitled;

/** Classes a student holds, has or waits for: their declined and withdrawn places are not counted. */
export const currentClassCount = (placements: ReadonlyArray<{ status: PlacementStatusName }>) =>
  placements.filter((placement) => !pastPlacementStatuses.includes(placement.status)).length;

/** "Sam Rivera (grade 4)", or the name alone while the grade is not known. */
export const studentWithGrade = ({ fullName, grade }: { fullName: string; grade: string | null }) =>
  grade ? `${fullName} (grade ${grade})` : fullName;

/** What a merge moves, said before it happens. */
export function mergeText(
  kept: string,
  merged: { name: string; guardians: ReadonlyArray<{ name: string }>; students: ReadonlyArray<{ fullName: string }> },
): string {
  const other = householdName(merged.name);
  const students = merged.students.length
    ? `its students (${listText(merged.students.map((student) => student.fullName))}) with their classes`
    : 'its students (none)';
  const guardians = merged.guardians.length
    ? `its guardians (${listText(merged.guardians.map((guardian) => guardian.name))})`
    : 'its guardians (none)';
  return (
    `${students}, ${guardians}, its waiting invitations, the addresses its forms came with and its history move ` +
    `into ${kept}, and ${other} is removed. This cannot be undone.`
  );
}
