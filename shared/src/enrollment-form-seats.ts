// What the public enrollment pages say about seats and placements, and the answers they read. A module of its own:
// the form's script then carries these texts and none of the office's other messages.

/** Beside a full class on the enrollment form. */
export const classFullText = 'Full — you will join the waitlist';

export function seatsLeftText(left: number): string {
  return left === 1 ? '1 seat left' : `${left} seats left`;
}

/** Beside a class on the enrollment form: the seats left, or that the student will join the waitlist. */
export function classAvailabilityText(left: number): string {
  return left > 0 ? seatsLeftText(left) : classFullText;
}

/** Under the class list when the form shows seats saved while offline. */
export function seatsAsOfText(time: string): string {
  return `Seats as of ${time}.`;
}

export function heldPlacementText(student: string): string {
  return `Held: a seat is kept for ${student} until your deposit is received.`;
}

export function waitlistedPlacementText(student: string, position: number): string {
  return `Waitlisted: ${student} is number ${position} on the waitlist.`;
}

/** What `POST /forms/enrollment` answers per class, and the thank-you page shows. */
export interface EnrollmentPlacementReply {
  classKey: string;
  status: 'held' | 'waitlisted';
  position: number | null;
}

/** `GET /api/class-seats`: the seats of every class, when they were read. */
export interface ClassSeatsReply {
  readAt: string;
  classes: { key: string; seats: number; left: number; waitlisted: number }[];
}

export const classSeatsPath = '/api/class-seats';
