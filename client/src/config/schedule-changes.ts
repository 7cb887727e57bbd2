// content/schedule-changes.json: one-off changes to single class meetings, read by the calendar and the class
// pages. The only place the client reads the document, so where its text comes from can change here alone.
// The server checks the document against the catalogue when it is saved and at start, so it is not checked again.
import type { ScheduleChange } from '@coop/contract';
import documentText from '../../../content/schedule-changes.json?raw';

/** The changes a schedule-changes.json text holds. */
export function scheduleChangesFrom(text: string): ScheduleChange[] {
  return JSON.parse(text) as ScheduleChange[];
}

let cached: { text: string; changes: ScheduleChange[] } | undefined;

/** The current changes. */
export function currentScheduleChanges(): ScheduleChange[] {
  if (cached?.text !== documentText) cached = { text: documentText, changes: scheduleChangesFrom(documentText) };
  return cached.changes;
}
