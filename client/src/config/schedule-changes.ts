// content/schedule-changes.json: one-off changes to single class meetings, read by the calendar and the class
// pages. The only place the client reads the document, so where its text comes from can change here alone.
// The server checks the document against the catalogue when it is saved, so it is not checked again.
import { contentDocumentPath, scheduleChangesFileName, type ScheduleChange } from '@coop/contract';
import { contentDocument, loadContentDocument } from '../content/content-store';

/** The changes the page was rendered with. */
export function currentScheduleChanges(): ScheduleChange[] {
  return contentDocument<ScheduleChange[]>(scheduleChangesFileName);
}

/**
 * The changes as saved now, for the calendar, which is drawn in the browser: a meeting cancelled this morning
 * shows on a page opened before it. Offline, or when the server does not answer, the changes the page was
 * rendered with.
 */
export async function fetchScheduleChanges(): Promise<ScheduleChange[]> {
  try {
    const response = await fetch(contentDocumentPath(scheduleChangesFileName), { cache: 'no-cache' });
    if (response.ok) return (await response.json()) as ScheduleChange[];
  } catch {
    // Offline: the page's own copy below, or the one the service worker keeps.
  }
  return loadContentDocument<ScheduleChange[]>(scheduleChangesFileName);
}
