import { AbsenceReport, AttendanceMark, AttendancePost } from './modules/attendance';
import { DepositReleaseStep } from './modules/deposit-release';
import { ClassFeesRow, TermFeesRow } from './modules/fees';
import { LedgerEntry, LedgerTransaction } from './modules/ledger';
import { AgreementDocument, AgreementSignature, AgreementVersion } from './modules/agreements';
import { Announcement, AnnouncementInboxRow } from './modules/announcements';
import { BackupRun } from './modules/backup';
import { BillingNotice } from './modules/billing-mail';
import { ClassChangeNotice } from './modules/class-changes';
import { ContentDocumentRow, ContentVersionRow } from './modules/content';
import {
  ClassSetting,
  ClassTeacher,
  Enrollment,
  PlacementEvent,
  Placement,
  DigestRun,
  EligibilityOverride,
  OfficeSetting,
} from './modules/enrollment-office';
import { SharedFile } from './modules/files';
import { DirectoryListing } from './modules/directory';
import {
  Household,
  HouseholdEvent,
  HouseholdFormAddress,
  HouseholdGuardian,
  HouseholdInvitation,
  HouseholdStudent,
} from './modules/households';
import { FormSubmission } from './modules/forms';
import { SharedLink } from './modules/links';
import { MailPreference, OutboxMessage, OutboxStart } from './modules/mail';
import { EmailVerificationToken } from './modules/email-verification';
import { PasswordResetToken } from './modules/password-reset';
import { Session } from './modules/sessions';
import { User } from './modules/accounts';
import {
  BackgroundCheck,
  VolunteerExemption,
  VolunteerRole,
  VolunteerSignup,
  VolunteerSlot,
  VolunteerTermRow,
} from './modules/volunteers';
import { VolunteerCheck, VolunteerHourCorrection, VolunteerSettlement } from './modules/volunteer-hours';
import { SignupRemoval, SignupStep } from './modules/volunteer-signups';

/** Every table the modules keep, handed to the database by whoever opens it: the db layer knows no module. */
export const entities = [
  User,
  Session,
  SharedFile,
  SharedLink,
  FormSubmission,
  OutboxMessage,
  MailPreference,
  OutboxStart,
  PasswordResetToken,
  EmailVerificationToken,
  ClassSetting,
  ClassTeacher,
  Enrollment,
  Placement,
  PlacementEvent,
  DigestRun,
  OfficeSetting,
  EligibilityOverride,
  ContentDocumentRow,
  ContentVersionRow,
  BackupRun,
  Household,
  HouseholdGuardian,
  HouseholdFormAddress,
  HouseholdStudent,
  HouseholdEvent,
  HouseholdInvitation,
  AgreementDocument,
  AgreementVersion,
  AgreementSignature,
  DirectoryListing,
  Announcement,
  AnnouncementInboxRow,
  ClassChangeNotice,
  TermFeesRow,
  ClassFeesRow,
  LedgerTransaction,
  LedgerEntry,
  DepositReleaseStep,
  BillingNotice,
  VolunteerRole,
  VolunteerTermRow,
  VolunteerExemption,
  BackgroundCheck,
  VolunteerSlot,
  VolunteerSignup,
  VolunteerCheck,
  VolunteerHourCorrection,
  VolunteerSettlement,
  AttendanceMark,
  AttendancePost,
  AbsenceReport,
  SignupStep,
  SignupRemoval,
];
