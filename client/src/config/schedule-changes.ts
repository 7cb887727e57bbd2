// content/schedule-changes.json: one-off changes to single class meetings, read by the calendar and the class
// pages. The only place the client reads the document, so where its text comes from can change here alone.
// The server checks the document against the catalogue when it is saved, so it is not checked again.
import { contentDocumentPath, scheduleChangesFileName, type ScheduleChange } from '@coop/contract';
import documentText from '../../../content/schedule-changes.json?raw';

/** The changes a schedule-changes.json text holds. */
export function scheduleChangesFrom(text: string): ScheduleChange[] {
  return JSON.parse(text) as ScheduleChange[];
}

let cached: { text: string; changes: ScheduleChange[] } | undefined;

/** The changes the page was built with. */
export function currentScheduleChanges(): ScheduleChange[] {
  if (cached?.text !== documentText) cached = { text: documentText, changes: scheduleChangesFrom(documentText) };
  return cached.changes;
}

/**
 * The changes as saved now, for the calendar, which is drawn in the browser: a meeting cancelled this morning
 * shows without waiting for the page to be built again. Offline, or when the server does not answer, the
 * changes the page was built with.
 */
export async function fetchScheduleChanges(): Promise<ScheduleChange[]> {
  try {
    const response = await fetch(contentDocumentPath(scheduleChangesFileName), { cache: 'no-cache' });
    if (response.ok) return scheduleChangesFrom(await response.text());
  } catch {
    // Offline: the built copy below.
  }
  return currentScheduleChanges();
}
