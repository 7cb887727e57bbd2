import { isIsoDate } from './catalog-dates';
import type { Catalog } from './catalog';
import { classTitle } from './class-title';
import { changedMeeting, classMeetsOn, scheduleChangesFileName } from './schedule-changes';
import { scheduleChangeKinds, type ScheduleChange, type ScheduleChangeKind } from './site-content';

// The checks of schedule-changes.json, run by the server on every save and by the schedule editor before it
// sends one, with the same messages.

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const idPattern = /^[a-z0-9][a-z0-9_-]*$/;

/** A problem with the document, naming the change and the field so the editor can point at it. */
export class ScheduleChangeError extends Error {
  constructor(
    readonly where: string,
    readonly problem: string,
  ) {
    super(`content/${scheduleChangesFileName}: ${where} ${problem}`);
  }
}

function optionalText(raw: Record<string, unknown>, field: string, where: string): string | undefined {
  const value = raw[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !value.trim()) throw new ScheduleChangeError(`${where}.${field}`, 'must be text');
  return value.trim();
}

function optionalTime(raw: Record<string, unknown>, field: string, where: string): string | undefined {
  const value = optionalText(raw, field, where);
  if (value !== undefined && !timePattern.test(value))
    throw new ScheduleChangeError(`${where}.${field}`, `must be a time HH:MM, got "${value}"`);
  return value;
}

/** The fields a kind of change may carry besides its class, date, kind and note. */
const kindFields: Record<ScheduleChangeKind, readonly ('new_date' | 'start' | 'end' | 'location')[]> = {
  cancelled: [],
  moved: ['new_date', 'start', 'end', 'location'],
  room: ['location'],
};

function parseChange(value: unknown, where: string, catalog: Catalog): ScheduleChange {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ScheduleChangeError(where, 'must be an object');
  const raw = value as Record<string, unknown>;
  const id = optionalText(raw, 'id', where);
  if (!id || !idPattern.test(id))
    throw new ScheduleChangeError(`${where}.id`, 'must be lower case letters, digits, dashes and underscores');
  const classKey = optionalText(raw, 'class_key', where);
  const item = catalog.classes.find((candidate) => candidate.key === classKey);
  if (!classKey || !item)
    throw new ScheduleChangeError(`${where}.class_key`, `"${String(raw.class_key ?? '')}" is not a class`);
  const date = optionalText(raw, 'date', where);
  if (!date || !isIsoDate(date)) throw new ScheduleChangeError(`${where}.date`, 'must be a date YYYY-MM-DD');
  if (!classMeetsOn(item, catalog.schoolYear, date))
    throw new ScheduleChangeError(`${where}.date`, `${date} is not a day ${classTitle(item)} meets on`);
  const kind = raw.kind as ScheduleChangeKind;
  if (!scheduleChangeKinds.includes(kind))
    throw new ScheduleChangeError(`${where}.kind`, `must be one of ${scheduleChangeKinds.join(', ')}`);
  const change: ScheduleChange = { id, class_key: classKey, date, kind };
  for (const field of ['new_date', 'start', 'end', 'location'] as const) {
    if (raw[field] === undefined) continue;
    if (!kindFields[kind].includes(field))
      throw new ScheduleChangeError(`${where}.${field}`, `is not used by a ${kind} change`);
    change[field] =
      field === 'start' || field === 'end' ? optionalTime(raw, field, where) : optionalText(raw, field, where);
  }
  if (change.new_date !== undefined && !isIsoDate(change.new_date))
    throw new ScheduleChangeError(`${where}.new_date`, 'must be a date YYYY-MM-DD');
  const note = optionalText(raw, 'note', where);
  if (note !== undefined) change.note = note;
  if (kind === 'room' && !change.location)
    throw new ScheduleChangeError(`${where}.location`, 'is needed for a room change');
  if (kind === 'moved') {
    if (!change.new_date && !change.start && !change.end && !change.location)
      throw new ScheduleChangeError(where, 'must give a new date, time or location');
    const meeting = changedMeeting(item, change);
    if (meeting.end <= meeting.start) throw new ScheduleChangeError(`${where}.end`, 'must be after the start');
  }
  return change;
}

/** Checks every change against the catalogue, so a saved document never names a meeting that does not exist. */
export function parseScheduleChanges(value: unknown, catalog: Catalog): ScheduleChange[] {
  if (!Array.isArray(value)) throw new ScheduleChangeError('the document', 'must be a list of changes');
  const changes = value.map((item, i) => parseChange(item, `changes[${i}]`, catalog));
  const ids = new Set<string>();
  const meetings = new Set<string>();
  changes.forEach((change, i) => {
    if (ids.has(change.id)) throw new ScheduleChangeError(`changes[${i}].id`, `"${change.id}" is used twice`);
    ids.add(change.id);
    const meeting = `${change.class_key} ${change.date}`;
    if (meetings.has(meeting))
      throw new ScheduleChangeError(`changes[${i}].date`, `${change.date} already has a change for this class`);
    meetings.add(meeting);
  });
  return changes;
}
