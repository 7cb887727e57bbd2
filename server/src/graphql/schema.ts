import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { AgreementsResolver, type AgreementsService } from '../modules/agreements';
import { AnnouncementsResolver, type AnnouncementsService } from '../modules/announcements';
import { AttendanceResolver, type AttendanceService } from '../modules/attendance';
import { AttentionResolver, type AttentionService } from '../modules/attention';
import { BackupStatusResolver, type BackupStatusService } from '../modules/backup';
import { ContentResolver, type ContentService } from '../modules/content';
import { TermsResolver, type TermsService } from '../modules/terms';
import { ReenrollmentResolver, type ReenrollmentService } from '../modules/reenrollment';
import { ContentImageResolver, type ContentImageService, GoLiveResolver, type GoLiveSources } from '../modules/media';
import {
  AccountStudentsResolver,
  EligibilityOverrideResolver,
  EnrollmentOfficeResolver,
  HouseholdPlacementsResolver,
  type EnrollmentOfficeService,
} from '../modules/enrollment-office';
import { ClassMaterialsResolver, type ClassMaterialsService } from '../modules/class-materials';
import { DirectoryResolver, type DirectoryService } from '../modules/directory';
import { FeesResolver, type FeesService } from '../modules/fees';
import { FileResolver, type FileService } from '../modules/files';
import { FamilyAccountResolver, type FamilyAccountService } from '../modules/ledger';
import { HouseholdsResolver, type HouseholdsService } from '../modules/households';
import { OfficeAccountsResolver, type OfficeAccountsService } from '../modules/office-accounts';
import { VolunteerHoursResolver, type VolunteerHoursService } from '../modules/volunteer-hours';
import { VolunteerSignupsResolver, type VolunteerSignupsService } from '../modules/volunteer-signups';
import { FormFieldResolver, FormSubmissionResolver, type FormService } from '../modules/forms';
import { LinkResolver, type LinkService } from '../modules/links';
import {
  MailPreferencesResolver,
  type MailPreferencesService,
  OutboxResolver,
  type OutboxService,
} from '../modules/mail';
import { ListVersionsResolver, type ListVersionsService } from '../modules/lists';
import { OnlinePaymentsResolver, type OnlinePaymentsService } from '../modules/online-payments';
import { PasswordResetResolver, type PasswordResetService } from '../modules/password-reset';
import { EmailVerificationResolver, type EmailVerificationService } from '../modules/email-verification';
import { SessionResolver, type SessionService } from '../modules/sessions';
import { TrashResolver, type TrashService } from '../modules/trash';
import { TreasurerResolver, type TreasurerService } from '../modules/treasurer';
import { UserResolver, type UsersService } from '../modules/users';
import { VolunteerDutiesResolver, type VolunteerDutiesService } from '../modules/volunteers';
import { authChecker } from '../auth/auth-checker';
import { DateTimeIso } from '../http/date-scalar';

export interface Services {
  sessions: SessionService;
  users: UsersService;
  files: FileService;
  links: LinkService;
  forms: FormService;
  trash: TrashService;
  versions: ListVersionsService;
  outbox: OutboxService;
  mailPreferences: MailPreferencesService;
  resets: PasswordResetService;
  verification: EmailVerificationService;
  office: EnrollmentOfficeService;
  households: HouseholdsService;
  agreements: AgreementsService;
  directory: DirectoryService;
  classMaterials: ClassMaterialsService;
  announcements: AnnouncementsService;
  content: ContentService;
  terms: TermsService;
  reenrollment: ReenrollmentService;
  contentImages: ContentImageService;
  goLive: GoLiveSources;
  backups: BackupStatusService;
  attention: AttentionService;
  onlinePayments: OnlinePaymentsService;
  fees: FeesService;
  treasurer: TreasurerService;
  familyAccounts: FamilyAccountService;
  officeAccounts: OfficeAccountsService;
  volunteerHours: VolunteerHoursService;
  attendance: AttendanceService;
  volunteerDuties: VolunteerDutiesService;
  volunteerSignups: VolunteerSignupsService;
}

/** The committed copy that the client's code generation reads; written by the build. */
export const schemaFilePath = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

function resolverContainer(services: Services | undefined): ContainerType {
  const instances = new Map<Function, () => unknown>([
    [SessionResolver, () => new SessionResolver(services!.sessions, services!.users)],
    [UserResolver, () => new UserResolver(services!.users)],
    [FileResolver, () => new FileResolver(services!.files)],
    [LinkResolver, () => new LinkResolver(services!.links)],
    [FormSubmissionResolver, () => new FormSubmissionResolver(services!.forms)],
    [TrashResolver, () => new TrashResolver(services!.trash)],
    [FormFieldResolver, () => new FormFieldResolver(services!.forms)],
    [ListVersionsResolver, () => new ListVersionsResolver(services!.versions)],
    [OutboxResolver, () => new OutboxResolver(services!.outbox)],
    [MailPreferencesResolver, () => new MailPreferencesResolver(services!.mailPreferences)],
    [PasswordResetResolver, () => new PasswordResetResolver(services!.resets)],
    [EmailVerificationResolver, () => new EmailVerificationResolver(services!.verification)],
    [EnrollmentOfficeResolver, () => new EnrollmentOfficeResolver(services!.office)],
    [AccountStudentsResolver, () => new AccountStudentsResolver(services!.office)],
    [EligibilityOverrideResolver, () => new EligibilityOverrideResolver(services!.office)],
    [HouseholdsResolver, () => new HouseholdsResolver(services!.households)],
    [HouseholdPlacementsResolver, () => new HouseholdPlacementsResolver(services!.office)],
    [AgreementsResolver, () => new AgreementsResolver(services!.agreements)],
    [DirectoryResolver, () => new DirectoryResolver(services!.directory)],
    [ClassMaterialsResolver, () => new ClassMaterialsResolver(services!.classMaterials)],
    [AnnouncementsResolver, () => new AnnouncementsResolver(services!.announcements)],
    [ContentResolver, () => new ContentResolver(services!.content)],
    [TermsResolver, () => new TermsResolver(services!.terms)],
    [ReenrollmentResolver, () => new ReenrollmentResolver(services!.reenrollment)],
    [ContentImageResolver, () => new ContentImageResolver(services!.contentImages)],
    [GoLiveResolver, () => new GoLiveResolver(services!.content, services!.goLive)],
    [BackupStatusResolver, () => new BackupStatusResolver(services!.backups)],
    [AttentionResolver, () => new AttentionResolver(services!.attention)],
    [OnlinePaymentsResolver, () => new OnlinePaymentsResolver(services!.onlinePayments)],
    [FeesResolver, () => new FeesResolver(services!.fees)],
    [TreasurerResolver, () => new TreasurerResolver(services!.treasurer)],
    [FamilyAccountResolver, () => new FamilyAccountResolver(services!.familyAccounts)],
    [OfficeAccountsResolver, () => new OfficeAccountsResolver(services!.officeAccounts)],
    [VolunteerHoursResolver, () => new VolunteerHoursResolver(services!.volunteerHours)],
    [AttendanceResolver, () => new AttendanceResolver(services!.attendance)],
    [VolunteerDutiesResolver, () => new VolunteerDutiesResolver(services!.volunteerDuties)],
    [VolunteerSignupsResolver, () => new VolunteerSignupsResolver(services!.volunteerSignups)],
  ]);
  const built = new Map<Function, unknown>();
  return {
    get(someClass) {
      if (!services) throw new Error('Resolvers need services to run');
      if (!built.has(someClass)) built.set(someClass, instances.get(someClass)!());
      return built.get(someClass);
    },
  };
}

/** Without services the schema can be printed but not executed (the build uses that). */
export function buildGraphqlSchema(services?: Services): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      SessionResolver,
      UserResolver,
      FileResolver,
      LinkResolver,
      FormSubmissionResolver,
      TrashResolver,
      FormFieldResolver,
      ListVersionsResolver,
      OutboxResolver,
      MailPreferencesResolver,
      PasswordResetResolver,
      EmailVerificationResolver,
      EnrollmentOfficeResolver,
      AccountStudentsResolver,
      EligibilityOverrideResolver,
      HouseholdsResolver,
      HouseholdPlacementsResolver,
      AgreementsResolver,
      DirectoryResolver,
      ClassMaterialsResolver,
      AnnouncementsResolver,
      ContentResolver,
      TermsResolver,
      ReenrollmentResolver,
      ContentImageResolver,
      GoLiveResolver,
      BackupStatusResolver,
      AttentionResolver,
      OnlinePaymentsResolver,
      FeesResolver,
      TreasurerResolver,
      FamilyAccountResolver,
      OfficeAccountsResolver,
      VolunteerHoursResolver,
      AttendanceResolver,
      VolunteerDutiesResolver,
      VolunteerSignupsResolver,
    ],
    container: resolverContainer(services),
    authChecker,
    scalarsMap: [{ type: Date, scalar: DateTimeIso }],
    validate: false,
  });
}

export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
