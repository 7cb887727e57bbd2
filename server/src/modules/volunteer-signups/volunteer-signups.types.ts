import type { SignupSource, VolunteerKind } from '@coop/contract';

// The shapes the sign-up service answers with; the GraphQL types mirror them.

export interface SignupView {
  id: string;
  householdId: string;
  householdName: string;
  volunteerKind: VolunteerKind;
  volunteerId: string;
  volunteerName: string;
  source: SignupSource;
  /** Offered to other households; it still holds its place until one takes it. */
  offered: boolean;
}

export interface SlotView {
  id: string;
  date: string;
  start: string;
  end: string;
  roleName: string;
  roleDescription: string;
  people: number;
  placesLeft: number;
  /** A parent sees their own household's; the office everyone's. */
  signups: SignupView[];
  /** Places other households offer on it (a parent's), or every offered place (the office's): signup ids to take. */
  offeredIds: string[];
}

export interface VolunteerPersonView {
  kind: VolunteerKind;
  id: string;
  name: string;
  householdId: string;
  householdName: string;
}

export interface SignupBoardView {
  termKey: string;
  termName: string;
  /** The caller's household's quota; null for the office or a household taking no part. */
  quotaMinutes: number | null;
  signedUpMinutes: number;
  everyoneHasShare: boolean;
  /** Who the caller may put on a slot: their household's people, or every taking-part household's for the office. */
  people: VolunteerPersonView[];
  slots: SlotView[];
}

/** An offered place and, once taken, who took it. */
export interface SwapView {
  offerId: string;
  date: string;
  start: string;
  end: string;
  roleName: string;
  offeredBy: string;
  offeredHousehold: string;
  offeredAt: Date;
  takenBy: string | null;
  takenHousehold: string | null;
  takenAt: Date | null;
}

/** What an automatic fill did: each signup it made. */
export interface AutoAssignView {
  date: string;
  assigned: SignupView[];
}
