import {
  heldPlacementText,
  waitlistedPlacementText,
  type EnrollmentPlacementReply,
  allCatalogClasses,
} from '@coop/contract';
import { catalog } from '../../config/catalog';
import { paths } from '../../config/paths';

/**
 * One class on the thank-you page: the class as the form named it (title, days, time, place) and what became of
 * the student in it.
 */
export type PlacementNote = { title: string; text: string };

function placementNote(student: string, title: string, placement: EnrollmentPlacementReply): PlacementNote {
  const text =
    placement.status === 'waitlisted' && placement.position !== null
      ? waitlistedPlacementText(student, placement.position)
      : heldPlacementText(student);
  return { title, text };
}

/**
 * Keeps what our server answered for each class, for the thank-you page: for this tab only, under the address of
 * the page that shows it (a reload of it still does).
 */
export function keepPlacementNotes(student: string, placements: readonly EnrollmentPlacementReply[]): void {
  const notes = placements.flatMap((placement) => {
    const item = allCatalogClasses(catalog()).find((candidate) => candidate.key === placement.classKey);
    return item ? [placementNote(student, item.label, placement)] : [];
  });
  try {
    sessionStorage.setItem(paths.enrollmentThankYou.path, JSON.stringify(notes));
  } catch {
    // Without storage the thank-you page says what it says to everyone.
  }
}
