import type { VolunteerTerm } from '@coop/contract';

// The shapes the Duties tab is answered with; the GraphQL types mirror them.

export interface DutyRoleView {
  id: string;
  name: string;
  description: string;
  people: number;
  minAge: number | null;
  needsBackgroundCheck: boolean;
  perClass: boolean;
  retired: boolean;
}

/** A household taking part in the term, with the minutes it owes (its exemption applied). */
export interface TakingPartView {
  householdId: string;
  name: string;
  quotaMinutes: number;
}

export interface ExemptionView {
  householdId: string;
  householdName: string;
  quotaMinutes: number;
  reason: string;
  byName: string;
}

export interface BackgroundCheckView {
  checkedOn: string;
  expiresOn: string | null;
  note: string;
  byName: string;
}

/** A guardian account of a household, with the check on file for it, if any. */
export interface GuardianView {
  userId: string;
  name: string;
  householdName: string;
  check: BackgroundCheckView | null;
}

export interface SlotView {
  id: string;
  roleId: string;
  roleName: string;
  date: string;
  start: string;
  end: string;
  classKey: string | null;
  classTitle: string | null;
  people: number;
  /** Places held now: signups not ended. */
  held: number;
  /** Who holds them, by the names the signups carry. */
  holders: string[];
}

export interface VolunteerDutiesView {
  termKey: string;
  termName: string;
  policy: VolunteerTerm;
  roles: DutyRoleView[];
  households: TakingPartView[];
  exemptions: ExemptionView[];
  guardians: GuardianView[];
  slots: SlotView[];
}
