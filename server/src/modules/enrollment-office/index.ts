// The enrollment-office module's front door: what the rest of the server may use of it.
// Seats, placements and waitlists taken with each enrollment, rosters, the parents' notices, the office's
// notices of placement changes and the daily digest.
export { AccountStudentsResolver } from './account-students.resolver';
export { classSeatsRoutes } from './class-seats.rest';
export { ClassSetting } from './class-setting.entity';
export { ClassTeacher } from './class-teacher.entity';
export { digestContents } from './digest-contents';
export { DigestRun } from './digest-run.entity';
export { EligibilityOverride } from './eligibility-override.entity';
export { EligibilityOverrideResolver } from './eligibility-override.resolver';
export { eligibilityOverrideRoutes } from './eligibility-override.rest';
export { EnrollmentDigest, defaultDigestSettings, type EnrollmentDigestSettings } from './enrollment-digest';
export { EnrollmentOfficeResolver } from './enrollment-office.resolver';
export { EnrollmentOfficeService, type PlacementListener } from './enrollment-office.service';
export { Enrollment } from './enrollment.entity';
export { HouseholdPlacementsResolver } from './household-placements.resolver';
export { seatsLeft } from './enrollment-queries';
export type { ClassEnrollmentView, RosterEntryView } from './enrollment-office.types';
export { enrollmentsCsvRoutes } from './enrollments-csv.rest';
export { OfficeSetting } from './office-setting.entity';
export { PlacementEvent } from './placement-event.entity';
export { placementMail } from './placement-mail';
export { Placement } from './placement.entity';
export { placementNotices } from './placement-notices';
