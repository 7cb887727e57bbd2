import type { PlacementStatusName } from '@coop/contract';
import type { EmergencyContact, HouseholdsService } from '../households';
import type { PlacementNoticeChoice } from './office-setting.entity';

// The shapes the office answers with; the GraphQL types mirror them.

export interface ClassTeacherView {
  id: string;
  name: string;
}

/** One class's seats and counts, and who teaches it. */
export interface ClassEnrollmentView {
  classKey: string;
  title: string;
  /** The term the class belongs to: its key and name. */
  termKey: string;
  termName: string;
  group: string;
  /** How the enrollment form heads the group. */
  groupTitle: string;
  seats: number;
  held: number;
  confirmed: number;
  waitlisted: number;
  teachers: ClassTeacherView[];
}

export interface PlacementEventView {
  at: Date;
  from: PlacementStatusName | null;
  to: PlacementStatusName;
  /** The account's name, or `Enrollment form` / `Waitlist`. */
  by: string;
  reason: string | null;
}

/** What a placement shows anywhere it is listed. */
export interface PlacementView {
  placementId: string;
  classKey: string;
  classTitle: string;
  status: PlacementStatusName;
  since: Date;
  /** 1 = next in line; null unless waitlisted. */
  waitlistPosition: number | null;
  reason: string | null;
  history: PlacementEventView[];
}

/** A roster line for staff: the placement with the student and parent details. */
export interface RosterEntryView extends PlacementView {
  /** The household student the placement is for: how attendance and absence reports name the child. */
  studentId: string | null;
  studentName: string;
  studentAge: number;
  studentBirthday: string;
  studentAllergies: string;
  /** From the student's household; blank, or none, for a placement without one. */
  studentMedicalNotes: string;
  emergencyContacts: EmergencyContact[];
  pickupAdults: string[];
  parentName: string;
  parentEmail: string;
  parentPhone: string;
}

/** What the office asks of the households module. */
export type OfficeHouseholds = Pick<HouseholdsService, 'placeFormStudent' | 'studentsOfGuardian' | 'guardsStudent'>;

/** A parent's child with their placements. */
export interface FamilyStudentView {
  /** The household student. */
  studentId: string;
  studentName: string;
  studentBirthday: string;
  placements: PlacementView[];
}

export interface ClassAvailabilityView {
  classKey: string;
  seats: number;
  left: number;
  waitlisted: number;
}

/** The office's co-op-wide settings. */
export interface OfficeSettingsView {
  /** How administrators hear of placement changes made by others. */
  placementNotices: PlacementNoticeChoice;
}

/** An administrator's override of the enrollment rules for one student and one class. */
export interface EligibilityOverrideView {
  id: string;
  classKey: string;
  classTitle: string;
  studentName: string;
  reason: string;
  /** The administrator's name. */
  by: string;
  at: Date;
}
