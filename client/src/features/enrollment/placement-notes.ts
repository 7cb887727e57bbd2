import { heldPlacementText, waitlistedPlacementText, type EnrollmentPlacementReply } from '@coop/contract';
import { paths } from '../../config/paths';

/** One class on the thank-you page: its title and what became of the student in it. */
export type PlacementNote = { title: string; text: string };

// Kept for this tab only, under the address of the page that shows them (a reload of it still does).
const storageKey = paths.enrollmentThankYou.path;

export function placementNote(student: string, title: string, placement: EnrollmentPlacementReply): PlacementNote {
  const text =
    placement.status === 'waitlisted' && placement.position !== null
      ? waitlistedPlacementText(student, placement.position)
      : heldPlacementText(student);
  return { title, text };
}

export function keepPlacementNotes(notes: readonly PlacementNote[]): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(notes));
  } catch {
    // Without storage the thank-you page says what it says to everyone.
  }
}
