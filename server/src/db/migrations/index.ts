import { Accounts1763800000000 } from './1763800000000-accounts';
import { Sharing1763900000000 } from './1763900000000-sharing';
import { Forms1764000000000 } from './1764000000000-forms';
import { TemporaryPasswords1765000000000 } from './1765000000000-temporary-passwords';
import { Trash1765100000000 } from './1765100000000-trash';
import { ZonedTimes1766100000000 } from './1766100000000-zoned-times';
import { RateLimits1766200000000 } from './1766200000000-rate-limits';
import { ListPages1766500000000 } from './1766500000000-list-pages';
import { ListVersions1766550000000 } from './1766550000000-list-versions';
import { Outbox1766600000000 } from './1766600000000-outbox';
import { OutboxVersion1766610000000 } from './1766610000000-outbox-version';
import { PasswordResetTokens1766620000000 } from './1766620000000-password-reset-tokens';
import { EnrollmentOffice1766640000000 } from './1766640000000-enrollment-office';
import { DigestRuns1766650000000 } from './1766650000000-digest-runs';
import { SiteContent1766660000000 } from './1766660000000-site-content';
import { WithdrawalNotices1766670000000 } from './1766670000000-withdrawal-notices';
import { BackupRuns1766680000000 } from './1766680000000-backup-runs';
import { EnrollmentsSeen1766690000000 } from './1766690000000-enrollments-seen';
import { EmailVerification1766700000000 } from './1766700000000-email-verification';
import { Households1766709700000 } from './1766709700000-households';
import { EligibilityOverrides1766709800000 } from './1766709800000-eligibility-overrides';
import { Agreements1766710101000 } from './1766710101000-agreements';
import { DirectoryListings1766710102000 } from './1766710102000-directory-listings';
import { OutboxRefs1766720000000 } from './1766720000000-outbox-refs';
import { DepositRelease1766750500000 } from './1766750500000-deposit-release';
import { Volunteers1766760000000 } from './1766760000000-volunteers';
import { Attendance1766760100000 } from './1766760100000-attendance';
import { VolunteerSignups1766760300000 } from './1766760300000-volunteer-signups';
import { VolunteerHours1766760400000 } from './1766760400000-volunteer-hours';
import { Money1766750000000 } from './1766750000000-money';
import { ClassMaterials1766720111000 } from './1766720111000-class-materials';
import { MailPreferences1766721080000 } from './1766721080000-mail-preferences';
import { OutboxPace1766721090000 } from './1766721090000-outbox-pace';
import { Announcements1766730000000 } from './1766730000000-announcements';
import { BillingNotices1766750400000 } from './1766750400000-billing-notices';
import { ClassChangeNotices1766730500000 } from './1766730500000-class-change-notices';
import { PlacementNotices1766740000000 } from './1766740000000-placement-notices';

/** In the order they run; a new migration is appended, never edited once shipped. */
export const migrations = [
  Accounts1763800000000,
  Sharing1763900000000,
  Forms1764000000000,
  TemporaryPasswords1765000000000,
  Trash1765100000000,
  ZonedTimes1766100000000,
  RateLimits1766200000000,
  ListPages1766500000000,
  ListVersions1766550000000,
  Outbox1766600000000,
  OutboxVersion1766610000000,
  PasswordResetTokens1766620000000,
  EnrollmentOffice1766640000000,
  DigestRuns1766650000000,
  SiteContent1766660000000,
  WithdrawalNotices1766670000000,
  BackupRuns1766680000000,
  EnrollmentsSeen1766690000000,
  EmailVerification1766700000000,
  Households1766709700000,
  EligibilityOverrides1766709800000,
  Agreements1766710101000,
  DirectoryListings1766710102000,
  OutboxRefs1766720000000,
  ClassMaterials1766720111000,
  MailPreferences1766721080000,
  OutboxPace1766721090000,
  Announcements1766730000000,
  ClassChangeNotices1766730500000,
  PlacementNotices1766740000000,
  Money1766750000000,
  BillingNotices1766750400000,
  DepositRelease1766750500000,
  Volunteers1766760000000,
  Attendance1766760100000,
  VolunteerSignups1766760300000,
  VolunteerHours1766760400000,
];
