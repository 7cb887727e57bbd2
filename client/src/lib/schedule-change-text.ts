import { changedMeeting, classTitle, clockText, type CatalogClass, type ScheduleChange } from '@coop/contract';
import { dayText } from './format-date';

/**
 * What a change means for families, in one sentence: "Cancelled", "Moved to Thursday, September 3, 10:00 AM
 * to 11:00 AM, Library", "In Room 5". The class page and the dashboard's list say it the same way.
 */
export function changeText(item: CatalogClass, change: ScheduleChange): string {
  const meeting = changedMeeting(item, change);
  const text =
    change.kind === 'cancelled'
      ? 'Cancelled'
      : change.kind === 'room'
        ? `In ${meeting.location}`
        : `Moved to ${dayText(meeting.date)}, ${clockText(meeting.start)} to ${clockText(meeting.end)}, ${meeting.location}`;
  return change.note ? `${text}. ${change.note}` : text;
}

/** "Reading (Grade 1), Tuesday, September 1": the meeting a change is about. */
export function changedMeetingName(item: CatalogClass, change: ScheduleChange): string {
  return `${classTitle(item)}, ${dayText(change.date)}`;
}
