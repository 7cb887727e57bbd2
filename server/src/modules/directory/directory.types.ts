import type { DirectoryField, HouseholdGrade } from '@coop/contract';

/** One guardian as their household shows them: a field it does not show is null. */
export interface DirectoryGuardian {
  name: string | null;
  email: string | null;
}

/** One listed household: only what it chose to show; a field it does not show is null (or an empty list). */
export interface DirectoryEntry {
  id: string;
  name: string | null;
  guardians: DirectoryGuardian[];
  children: Array<{ firstName: string; grade: HouseholdGrade | null }>;
  phone: string | null;
}

/** A household's choices, as its guardian sees them. */
export interface ListingView {
  householdId: string;
  householdName: string;
  listed: boolean;
  fields: DirectoryField[];
}
