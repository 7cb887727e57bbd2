import { classAvailabilityText, classSeatsPath, seatsAsOfText, type ClassSeatsReply } from '@coop/contract';
import { catalog } from '../../config/catalog';

/** The server's answer, and whether it is this device's copy (offline, or the server did not answer). */
export type ClassSeats = ClassSeatsReply & { fromCopy: boolean };

export const classSeatsStorageKey = 'class_seats';

// Written as the site writes times (lib/format-date-time.ts), but in the co-op's time zone; not imported from
// there, because sharing that module with the dashboard made it one more script on this page.
const coopTime = () =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: catalog().timeZone });

/**
 * The seats from the server, kept on this device with the time they were read; when the server cannot be reached,
 * the copy kept last time. Where storage refuses access (some private modes) the form shows no seats.
 */
export async function loadClassSeats(): Promise<ClassSeats | null> {
  try {
    const reply = (await (await fetch(classSeatsPath)).json()) as ClassSeatsReply;
    // An answer that is not the seats (an error page, an error's JSON) fails here and the copy is used.
    if (!Array.isArray(reply.classes)) throw new TypeError('Not the seats');
    localStorage.setItem(classSeatsStorageKey, JSON.stringify(reply));
    return { ...reply, fromCopy: false };
  } catch {
    try {
      const copy = localStorage.getItem(classSeatsStorageKey);
      return copy ? { ...(JSON.parse(copy) as ClassSeatsReply), fromCopy: true } : null;
    } catch {
      return null;
    }
  }
}

/** Beside a class: its seats left or the waitlist; nothing for a class the answer does not list. */
export function classSeatsText(seats: ClassSeats | null, key: string): string {
  const left = seats?.classes.find((item) => item.key === key)?.left;
  return left === undefined ? '' : classAvailabilityText(left);
}

/** Under the class list, only when the seats are the kept copy: when they were read, in the co-op's time zone. */
export function seatsTimeText(seats: ClassSeats | null): string {
  return seats?.fromCopy ? seatsAsOfText(coopTime().format(new Date(seats.readAt))) : '';
}
