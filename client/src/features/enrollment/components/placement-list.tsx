import { useSyncExternalStore } from 'react';
import { paths } from '../../../config/paths';
import type { PlacementNote } from '../placement-notes';

// The form keeps the notes under this page's address. Reading them here rather than through the module that
// writes them keeps that module, and the texts it writes with, off this page, and this page's code off the form's.
function keptNotes(): string | null {
  try {
    return sessionStorage.getItem(paths.enrollmentThankYou.path);
  } catch {
    return null;
  }
}

function parseNotes(kept: string | null): PlacementNote[] {
  try {
    const notes: unknown = JSON.parse(kept ?? '[]');
    return Array.isArray(notes) ? (notes as PlacementNote[]) : [];
  } catch {
    return [];
  }
}

const noSubscription = () => () => undefined;

/**
 * On the thank-you page, after the form's own submission: each class held or waitlisted for the student. The
 * pre-rendered page has no submission, so the list appears once the page runs in the browser.
 */
export function PlacementList() {
  // Nothing kept while pre-rendering and hydrating, so the page matches its pre-rendered markup first.
  const notes = parseNotes(useSyncExternalStore(noSubscription, keptNotes, () => null));
  if (notes.length === 0) return null;
  return (
    <>
      <h2 id="placements-heading">Your Classes</h2>
      <ul aria-labelledby="placements-heading">
        {notes.map((note) => (
          <li key={note.title}>
            <strong>{note.title}</strong>
            <br />
            {note.text}
          </li>
        ))}
      </ul>
    </>
  );
}
