import { clockText, dayText, wallClock, type CheckDirection } from '@coop/contract';
import { catalog } from '../../config/catalog';

// Texts of the Check in and Hours tabs; the shared ones (what waits on the phone) come from the contract, and the
// server's own sentence is shown whenever it sends one.
export const checkinLoading = 'Loading the duties…';
export const hoursLoading = 'Loading the volunteer hours…';

/** "9:02 AM" on the co-op's clock, for a moment the server sent. */
function momentClock(iso: string): string {
  const { minutes } = wallClock(new Date(iso), catalog().timeZone);
  return clockText(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
}

/** "Hall monitor, Tuesday, December 1, 9:00 AM–11:00 AM". */
export const dutyText = (row: { roleName: string; date: string; start: string; end: string }) =>
  `${row.roleName}, ${dayText(row.date)}, ${clockText(row.start)}–${clockText(row.end)}`;

export const checkedText = (row: { checkedInAt: string | null; checkedOutAt: string | null }) => {
  if (!row.checkedInAt) return 'Not checked in yet.';
  const checkedIn = `Checked in at ${momentClock(row.checkedInAt)}`;
  return row.checkedOutAt ? `${checkedIn}, out at ${momentClock(row.checkedOutAt)}.` : `${checkedIn}.`;
};

export const volunteerHoursUiMessages = {
  loading: checkinLoading,
  loadFailed: 'Failed to load the duties',
  hoursLoadFailed: 'Failed to load the volunteer hours',
  familyIntro:
    'Your household’s duties today and on your next co-op day. Check in when you arrive, out when you leave.',
  officeIntro: 'Everyone down for a duty on the day: check volunteers in and out at the door.',
  noMatch: 'No one on this day matches the search.',
  checkFailed: 'The check-in could not be sent. Please try again.',
  checked: (direction: CheckDirection, name: string) =>
    direction === 'in' ? `${name} is checked in.` : `${name} is checked out.`,
  waiting: (count: number) =>
    `${count === 1 ? '1 check-in is' : `${count} check-ins are`} saved on this phone; ${count === 1 ? 'it' : 'they'} will be sent when you are back online.`,
  waitingOne: 'Saved on this phone.',
  sentNow: 'The check-ins saved on this phone have been sent.',
  corrected: (name: string) => `The worked time of ${name}'s duty is corrected.`,
  charged: (household: string) => `${household} is charged; the charge is on its account.`,
  waived: (household: string) => `${household}'s shortfall is waived.`,
} as const;
