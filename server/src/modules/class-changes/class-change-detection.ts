import {
  addDays,
  allCatalogClasses,
  changedMeeting,
  classMeetingDates,
  classPagesOf,
  classTitle,
  clockText,
  dayText,
  daysText,
  termsByClass,
  type Catalog,
  type CatalogClass,
  type ClassMeeting,
  type ScheduleChange,
} from '@coop/contract';

/** The two documents a class's meetings are read from: the catalog's regular meetings and the one-off changes. */
export interface ScheduleState {
  catalog: Catalog;
  changes: readonly ScheduleChange[];
}

/** One part of a class's regular meeting, in the words a family reads: "Tuesday" → "Tuesday and Thursday". */
export interface RegularChange {
  label: 'Days' | 'Time' | 'Place';
  before: string;
  after: string;
}

/** One meeting that now happens otherwise than it did, named by the date it regularly falls on. */
export interface MeetingChange {
  date: string;
  before: string;
  after: string;
  /** What the office wrote for families with the change, when it did. */
  note?: string;
}

/** What changed for one class between two states of the schedule, only what still lies ahead. */
export interface ClassChange {
  classKey: string;
  title: string;
  /** The class page listing it (`grade3`, `spanish-bites`). */
  page: string;
  regular: RegularChange[];
  /** The first meeting the regular change applies to. */
  regularFrom: string | null;
  meetings: MeetingChange[];
}

const hours = (item: { start: string; end: string }) => `${clockText(item.start)}–${clockText(item.end)}`;

/** "Tuesday, February 9, 9:00 AM–10:00 AM at Room 2", the date only when the meeting left its own day. */
function meetingWords(meeting: ClassMeeting): string {
  if (meeting.status === 'cancelled') return 'cancelled';
  const day = meeting.date === meeting.regularDate ? '' : `${dayText(meeting.date)}, `;
  return `${day}${hours(meeting)} at ${meeting.location}`;
}

const sameMeeting = (a: ClassMeeting, b: ClassMeeting) =>
  a.status === b.status && a.date === b.date && a.start === b.start && a.end === b.end && a.location === b.location;

function regularChanges(before: CatalogClass, after: CatalogClass): RegularChange[] {
  const parts: Array<[RegularChange['label'], (item: CatalogClass) => string]> = [
    ['Days', (item) => daysText([item])],
    ['Time', hours],
    ['Place', (item) => item.location],
  ];
  return parts
    .map(([label, words]) => ({ label, before: words(before), after: words(after) }))
    .filter((part) => part.before !== part.after);
}

/** The first meeting on or after `today` under the catalog's regular schedule, if the term has one left. */
function firstMeetingFrom(catalog: Catalog, item: CatalogClass, today: string): string | null {
  const term = termsByClass(catalog).get(item.key);
  if (!term) return null;
  const { name, start, end, breaks } = term;
  return classMeetingDates(item, { name, start, end, breaks }, today, addDays(end, 1))[0] ?? null;
}

const meetingKey = (classKey: string, date: string) => `${classKey} ${date}`;

function changesByMeeting(changes: readonly ScheduleChange[]): Map<string, ScheduleChange> {
  return new Map(changes.map((change) => [meetingKey(change.class_key, change.date), change]));
}

/**
 * The one-off changes that differ between the two states, read against the class as it is now so that a change
 * of the regular meeting is told once, as such, and not again for each meeting with a one-off change. Meetings
 * wholly in the past are history, not news.
 */
function meetingChanges(
  before: readonly ScheduleChange[],
  after: readonly ScheduleChange[],
  classes: ReadonlyMap<string, CatalogClass>,
  today: string,
): Map<string, MeetingChange[]> {
  const [was, now] = [changesByMeeting(before), changesByMeeting(after)];
  const found = new Map<string, MeetingChange[]>();
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const change = (now.get(key) ?? was.get(key))!;
    const item = classes.get(change.class_key);
    if (!item) continue;
    const old = changedMeeting(item, was.get(key), change.date);
    const meeting = changedMeeting(item, now.get(key), change.date);
    if (sameMeeting(old, meeting) || [old.date, meeting.date].every((date) => date < today)) continue;
    const note = now.get(key)?.note;
    const list = found.get(item.key) ?? [];
    list.push({
      date: change.date,
      before: meetingWords(old),
      after: meetingWords(meeting),
      ...(note ? { note } : {}),
    });
    found.set(item.key, list);
  }
  for (const list of found.values()) list.sort((a, b) => a.date.localeCompare(b.date));
  return found;
}

/**
 * What changed for each class from one state of the schedule to another, as families would notice it from
 * `today` (the co-op's date) on: its regular days, time or place while meetings remain, and each one-off change
 * to a meeting still to come. A change made and then undone is no change. Classes added or removed are left out:
 * a new class has no family yet, and a class taken out of the catalog is the office's to explain.
 */
export function classChanges(before: ScheduleState, after: ScheduleState, today: string): ClassChange[] {
  const previous = new Map(allCatalogClasses(before.catalog).map((item) => [item.key, item]));
  const current = new Map(allCatalogClasses(after.catalog).map((item) => [item.key, item]));
  const meetings = meetingChanges(before.changes, after.changes, current, today);
  const found: ClassChange[] = [];
  for (const item of current.values()) {
    const old = previous.get(item.key);
    const regularFrom = old ? firstMeetingFrom(after.catalog, item, today) : null;
    const regular = old && regularFrom ? regularChanges(old, item) : [];
    const ones = meetings.get(item.key) ?? [];
    if (regular.length === 0 && ones.length === 0) continue;
    found.push({
      classKey: item.key,
      title: classTitle(item),
      page: classPagesOf(item)[0],
      regular,
      regularFrom: regular.length > 0 ? regularFrom : null,
      meetings: ones,
    });
  }
  return found.sort((a, b) => a.title.localeCompare(b.title));
}
