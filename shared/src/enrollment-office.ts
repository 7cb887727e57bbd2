// The enrollment office's words and rules: the statuses a placement can have, who may move it where, and the
// texts staff and families read in the office (the public enrollment pages' own are in enrollment-form-seats.ts). The
// server enforces the table; the client reads it to offer only the actions that will be accepted.
import { classFullText } from './enrollment-form-seats';

/** One student's place in one class. */
export type PlacementStatusName = 'held' | 'waitlisted' | 'confirmed' | 'declined' | 'withdrawn';

export const placementStatuses = [
  'held',
  'waitlisted',
  'confirmed',
  'declined',
  'withdrawn',
] as const satisfies readonly PlacementStatusName[];

export const placementStatusLabels = {
  held: 'Held',
  waitlisted: 'Waitlisted',
  confirmed: 'Confirmed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const satisfies Record<PlacementStatusName, string>;

/** The statuses that take a seat; the others leave it free. */
export const seatTakingStatuses = ['held', 'confirmed'] as const satisfies readonly PlacementStatusName[];

export function takesSeat(status: PlacementStatusName): boolean {
  return (seatTakingStatuses as readonly string[]).includes(status);
}

/**
 * The statuses of a placement that is over: rosters show them only among past placements, and an administrator
 * may restore one to the waitlist.
 */
export const pastPlacementStatuses: readonly PlacementStatusName[] = ['declined', 'withdrawn'];

/** Who moves a placement: the enrollment form and the waitlist (system), or a signed-in person by role. */
export type PlacementActor = 'system' | 'admin' | 'parent' | 'teacher';

/** Where a placement starts: it has no status yet. */
export type PlacementOrigin = PlacementStatusName | 'new';

type TransitionTable = Record<PlacementActor, Partial<Record<PlacementOrigin, readonly PlacementStatusName[]>>>;

/**
 * Every move each actor may make. A parent's moves apply only to their own placements and a declined or
 * withdrawn placement comes back only through a new enrollment (the system's `new` row), which the server checks.
 */
export const placementTransitions: TransitionTable = {
  system: {
    new: ['held', 'waitlisted'],
    declined: ['held', 'waitlisted'],
    withdrawn: ['held', 'waitlisted'],
    waitlisted: ['held'],
    // A held seat whose deposit stayed unpaid past the term's grace period goes to the next family.
    held: ['declined'],
  },
  admin: {
    held: ['confirmed', 'declined', 'withdrawn'],
    waitlisted: ['declined', 'withdrawn'],
    confirmed: ['declined', 'withdrawn'],
  },
  parent: {
    held: ['withdrawn'],
    waitlisted: ['withdrawn'],
    confirmed: ['withdrawn'],
  },
  teacher: {},
};

export function placementTransitionAllowed(
  actor: PlacementActor,
  from: PlacementOrigin,
  to: PlacementStatusName,
): boolean {
  return placementTransitions[actor][from]?.includes(to) ?? false;
}

/** The error code a refused move answers with, on GraphQL and REST alike. */
export const placementTransitionCode = 'PLACEMENT_TRANSITION';

export function placementTransitionMessage(from: PlacementStatusName, to: PlacementStatusName): string {
  return `A placement that is ${placementStatusLabels[from].toLowerCase()} cannot be marked ${placementStatusLabels[to].toLowerCase()}.`;
}

/** The range an administrator may set a class's seats to. */
export const classSeatsLimits = { min: 0, max: 500 } as const;

/** The longest reason an administrator may give for declining. */
export const placementReasonMaxLength = 1000;

/** The names history shows for moves no person made. */
export const placementSystemActors = {
  form: 'Enrollment form',
  waitlist: 'Waitlist',
  depositRelease: 'Deposit deadline',
} as const;

/** Why a seat released for an unpaid deposit was declined, as its history and the office's notice say. */
export const depositReleaseReason =
  'The deposit was not paid in time; the seat went to the next family on the waitlist.';

export const enrollmentOfficeMessages = {
  classFull: classFullText,
  familyEmpty: "No enrollments use your account's e-mail address yet.",
  seatsInvalid: `Seats must be a whole number from ${classSeatsLimits.min} to ${classSeatsLimits.max}`,
  classNotFound: 'Class not found',
  placementNotFound: 'Placement not found',
  teachersInvalid: 'Only approved teacher accounts can teach a class',
  reasonTooLong: `A reason must be at most ${placementReasonMaxLength} characters`,
} as const;

export function withdrawConfirmText(student: string, className: string): string {
  return `Withdraw ${student} from ${className}? The seat goes to the next family on the waitlist.`;
}
