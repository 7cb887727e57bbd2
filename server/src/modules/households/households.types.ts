import type { HouseholdGrade } from '@coop/contract';
import type { EmergencyContact } from './household-student.entity';

// The shapes the households service answers with; the GraphQL types mirror them.

export interface GuardianView {
  userId: string;
  name: string;
  email: string;
  /** Whether the account's address is confirmed: an unconfirmed guardian sees nothing of the children. */
  emailConfirmed: boolean;
  since: Date;
}

/** An invitation still waiting to be accepted. */
export interface InvitationView {
  id: string;
  email: string;
  invitedBy: string;
  sentAt: Date;
  expiresAt: Date;
}

export interface StudentView {
  id: string;
  householdId: string;
  fullName: string;
  birthday: string | null;
  grade: HouseholdGrade | null;
  allergies: string;
  medicalNotes: string;
  emergencyContacts: EmergencyContact[];
  pickupAdults: string[];
}

export interface HistoryLineView {
  id: string;
  at: Date;
  text: string;
}

export interface HouseholdView {
  id: string;
  name: string;
  address: string;
  homePhone: string;
  createdAt: Date;
  updatedAt: Date;
  guardians: GuardianView[];
  invitations: InvitationView[];
  students: StudentView[];
  /** Newest first. */
  history: HistoryLineView[];
  /** The addresses enrollment forms came with: a later form with one of them joins this household. */
  formAddresses: string[];
}

export interface InvitationPreview {
  householdName: string;
  email: string;
  invitedBy: string;
  expiresAt: Date;
}
