import 'reflect-metadata';
import { formsPath } from '@coop/contract';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'typeorm';
import { buildLimits } from './auth/limits';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { entities } from './entities';
import { buildGraphqlSchema } from './graphql/schema';
import { graphqlLimits, startGraphql } from './graphql/apollo';
import { documentLimits, graphqlRateLimit, graphqlRequestErrors } from './graphql/request-limits';
import { tellUploadFailures } from './graphql/upload-failures';
import { attachRequestContext, contextOf } from './modules/accounts';
import { requestLog } from './http/request-log';
import { securityLog } from './http/security-log';
import { refuseControlText } from './http/control-text';
import { inSequence } from './http/in-sequence';
import { errorResponder } from './http/rest';
import { dataAnswers, externalOrigins, sandboxDownloads, securityHeaders } from './http/security-headers';
import { staticSite } from './http/static-site';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import {
  BackupScheduler,
  type BackupScheduleSettings,
  BackupStatusService,
  defaultBackupScheduleSettings,
  backupBeforeMigrations,
  openShelf,
  takeBackupOffThread,
} from './modules/backup';
import { agreementRoutes, AgreementsService } from './modules/agreements';
import { AnnouncementScheduler, AnnouncementsService, defaultAnnouncementPollMs } from './modules/announcements';
import { attendanceRoutes, AttendanceService } from './modules/attendance';
import { AttentionService } from './modules/attention';
import { calendarRoutes, liveScheduleChanges } from './modules/calendar';
import { familiesOfClasses } from './modules/audiences';
import { BillingMail, defaultBillingMailSettings, type BillingMailSettings } from './modules/billing-mail';
import { ClassChangeNotices, type ClassChangeSettings } from './modules/class-changes';
import { readContentFiles, contentRoutes, LiveContent, ContentService } from './modules/content';
import { TermsService } from './modules/terms';
import { ReenrollmentService } from './modules/reenrollment';
import {
  classSeatsRoutes,
  eligibilityOverrideRoutes,
  EnrollmentOfficeService,
  enrollmentsCsvRoutes,
  placementMail,
  digestContents,
  defaultDigestSettings,
  EnrollmentDigest,
  type EnrollmentDigestSettings,
  placementNotices,
} from './modules/enrollment-office';
import { catalogClasses, type CatalogSource } from './modules/catalog';
import { ClassAudienceRules, classMaterialsRoutes, ClassMaterialsService } from './modules/class-materials';
import {
  type ByteStore,
  createByteStore,
  FileStorage,
  downloadRoute,
  fileRoutes,
  parserFileSizeLimit,
  FileService,
  refuseUploadsEarly,
  requirePreflightForUploads,
} from './modules/files';
import { ContentImageService, MediaStore, mediaRoutes, DocumentPublisher, goLiveItems } from './modules/media';
import { formRoutes, submissionCsvRoutes, FormService } from './modules/forms';
import { DepositRelease, defaultDepositReleaseSettings, type DepositReleaseSettings } from './modules/deposit-release';
import { feesRoutes, FeesService } from './modules/fees';
import { householdRoutes, HouseholdsService } from './modules/households';
import {
  chargesFollowCatalog,
  chargesFollowFees,
  chargesFollowPlacements,
  familyAccountRoutes,
  FamilyAccountService,
} from './modules/ledger';
import { officeAccountRoutes, OfficeAccountsService } from './modules/office-accounts';
import { volunteerHoursRoutes, VolunteerHoursService } from './modules/volunteer-hours';
import { volunteerDutiesRoutes, VolunteerDutiesService } from './modules/volunteers';
import { directoryRoutes, DirectoryService } from './modules/directory';
import { linkRoutes, LinkService } from './modules/links';
import {
  type MailSettings,
  createMailDelivery,
  defaultOutboxSettings,
  mailPreferencesRoutes,
  MailPreferencesService,
  oneClickUnsubscribeRoute,
  OutboxWorker,
  type OutboxWorkerSettings,
  OutboxService,
} from './modules/mail';
import { ListVersionsService } from './modules/lists';
import { closeOpenResets, passwordResetRoutes, PasswordResetService } from './modules/password-reset';
import { emailVerificationRoutes, EmailVerificationService } from './modules/email-verification';
import { sessionRoutes, revokeSessions, SessionService } from './modules/sessions';
import { startLivePages, type LivePages } from './modules/public-pages';
import { TrashService } from './modules/trash';
import {
  createStripeClient,
  onlinePaymentRoutes,
  OnlinePaymentsService,
  stripeWebhookRoute,
} from './modules/online-payments';
import { treasurerCsvRoutes, TreasurerService } from './modules/treasurer';
import { ensureAdmin, userRoutes, UsersService } from './modules/users';
import {
  defaultSignupSchedulerSettings,
  SignupScheduler,
  type SignupSchedulerSettings,
  volunteerSignupRoutes,
  VolunteerSignupsService,
} from './modules/volunteer-signups';

export interface App {
  express: Express;
  db: Database;
  trash: TrashService;
  /** Seats, placements and rosters: tests drive its rules directly, as every role. */
  enrollmentOffice: EnrollmentOfficeService;
  /** The site's editable documents: tests save through it and wait for its changes. */
  content: ContentService;
  /** Where uploaded bytes live, so tests can look at the store they configured. */
  store: ByteStore;
  /** Remakes the downloadable documents when site.json's details change. */
  documents: DocumentPublisher;
  /** Delivers the outbox: running on its own unless the app was made without it, and drained on demand in tests. */
  outbox: OutboxWorker;
  /** Renders the pages again after each content change, when the app was given its content. */
  livePages: LivePages | undefined;
  /** Announcements: tests send the scheduled ones on demand (`sendDue`), as each instance's scheduler does. */
  announcements: AnnouncementsService;
  /** Forgotten passwords: their links are written after the answer, and tests wait for that work. */
  resets: Pick<PasswordResetService, 'settled'>;
  /** Mails the families of a class whose schedule changed; tests send what is due on their own clock. */
  classChanges: ClassChangeNotices;
  /** The office's fee settings: tests save through it as the office does. */
  fees: FeesService;
  /** Mails invoices, receipts and payment reminders; tests send what is due on their own clock. */
  billingMail: BillingMail;
  /** The catalog in force, as every module reads it. */
  catalog: CatalogSource;
  /** Warns, then releases, held seats whose deposits stay unpaid; tests run it on their own clock (`runDue`). */
  depositRelease: DepositRelease;
  /** Fills co-op days automatically and mails the reminders the day before; tests run it on their own clock. */
  signupScheduler: SignupScheduler;
  close(): Promise<void>;
}

export interface AppOptions {
  queryLogger?: Logger;
  /**
   * The outbox worker's timings, or false for an app that delivers only when asked (`outbox.drain()`), as most
   * tests want: a worker of their own would write mail nobody reads and keep timers running.
   */
  outbox?: Partial<OutboxWorkerSettings> | false;
  /**
   * The enrollment digest's timings and clock, or false for an app that never sends it, as tests not about it want.
   * `ENROLLMENT_DIGEST=off` turns it off whatever this says.
   */
  digest?: Partial<EnrollmentDigestSettings> | false;
  /**
   * The scheduled backups' timings and clock, or false for an app that takes none, as tests not about them want
   * (a backup a day of every test's database). `BACKUP_SCHEDULE=off` turns them off whatever this says.
   */
  backups?: Partial<BackupScheduleSettings> | false;
  /**
   * How often scheduled announcements are looked for, and the clock they and the audiences read; false for an app
   * that sends them only when asked (`announcements.sendDue()`), as tests want.
   */
  announcements?: { pollMs?: number; now?: () => Date } | false;
  /**
   * The class-change notices' timings and clock, or false for an app that sends them only when asked
   * (`classChanges.sendDue()`); the saves are gathered either way.
   */
  classChanges?: Partial<ClassChangeSettings> | false;
  /**
   * The billing mails' timings and clock, or false for an app that sends them only when asked
   * (`billingMail.sendDue()`), as tests want.
   */
  billingMail?: Partial<BillingMailSettings> | false;
  /**
   * The clock "Needs your attention" reads the next class meetings by, and attendance its days by; tests fix it on a
   * day of the school year.
   */
  attention?: { now: () => Date };
  /** The clock check-in and the hours ledger read (today's duties, the term in force); tests fix it on a co-op day. */
  volunteerHours?: { now: () => Date };
  /**
   * The release of unpaid holds: its timings and clock, or false for an app that warns and releases only when
   * asked (`depositRelease.runDue()`), as tests want.
   */
  depositRelease?: Partial<DepositReleaseSettings> | false;
  /**
   * The volunteer sign-up's automatic fill and reminders: timings and clock, or false for an app that runs them
   * only when asked (`signupScheduler.runDue()`), as tests want; `now` is also the clock sign-up decides by.
   */
  signupScheduler?: Partial<SignupSchedulerSettings> | false;
}

/** JSON bodies are small everywhere in this API (GraphQL's smaller still); uploads use multipart and have their own limit. */
const jsonLimit = '100kb';

/** Every answer of the API is someone's own data, never kept by a cache. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Assembles the whole product without listening, so tests can run it on any port. */
export async function createApp(
  config: AppConfig,
  log: (line: string) => void = console.log,
  options: AppOptions = {},
): Promise<App> {
  const db = await openDatabase(config, {
    queryLogger: options.queryLogger,
    entities,
    beforeMigrations: backupBeforeMigrations(config, log),
  });
  await ensureAdmin(db, config.admin, log);
  const content = new ContentService(db, () => readContentFiles(config.contentDir), { pollMs: 1000 }, log);
  await content.start();
  const live = new LiveContent(content);
  const limits = buildLimits(config.limits, db);

  const store = createByteStore(config.fileStorage, config.dataDir);
  const fileStorage = new FileStorage(config.dataDir, store);
  // Who belongs to a class's or grade's audience is known above the files and links modules; they are handed it.
  const classAudiences = new ClassAudienceRules(db, live.catalog);
  const files = new FileService(db, fileStorage, limits.uploads, classAudiences);
  await files.reconcileStorage(log);
  const media = new MediaStore(store, fileStorage.tempDir);
  const contentImages = new ContentImageService(files, media, content);
  const links = new LinkService(db, classAudiences);
  const trash = new TrashService(db, [files.trashBin, links.trashBin]);
  await trash.start(log);
  const security = securityLog(log);
  const mail: MailSettings = {
    get site() {
      return live.site();
    },
    siteUrl: config.siteUrl,
    adminNotify: config.mail.adminNotify,
  };
  const sessions = new SessionService(db, mail, limits.passwordGuesses, closeOpenResets, security);
  const verification = new EmailVerificationService(db, limits.verificationLinks, mail);
  const users = new UsersService(
    db,
    mail,
    limits.signups,
    revokeSessions,
    closeOpenResets,
    verification.mailLink,
    [files.deletionStep, links.deletionStep],
    security,
  );
  const resets = new PasswordResetService(db, limits.passwordResets, mail, security, log);
  const classesByKey = catalogClasses(live.catalog);
  const documents = new DocumentPublisher(media, live.catalog);
  documents.follow(content);
  const households = new HouseholdsService(db, mail);
  const directory = new DirectoryService(db);
  const classMaterials = new ClassMaterialsService(classAudiences, households, files, links);
  const enrollmentOffice = new EnrollmentOfficeService(db, live.catalog, households);
  enrollmentOffice.listen(placementMail(mail, classesByKey));
  const agreements = new AgreementsService(db, live.catalog, households);
  enrollmentOffice.listen(agreements.refuseUnsignedConfirmations);
  enrollmentOffice.listen(chargesFollowPlacements(live.catalog));
  const officeAccounts = new OfficeAccountsService(db, live.catalog, households);
  const volunteerHours = new VolunteerHoursService(db, live.catalog, households, options.volunteerHours?.now);
  await enrollmentOffice.start(log);
  live.onCatalogChange((catalog) => enrollmentOffice.catalogChanged(catalog));
  const fees = new FeesService(db, live.catalog);
  fees.onChange(chargesFollowFees(live.catalog));
  live.onCatalogChange(chargesFollowCatalog(db));
  const forms = new FormService(db, mail, live.catalog, limits.forms, enrollmentOffice);
  const versions = new ListVersionsService(db);
  await versions.load();
  const delivery = createMailDelivery(config.mail, live.site, config.dataDir, log);
  const outboxWorker = new OutboxWorker(
    db,
    delivery,
    { ...defaultOutboxSettings, perMinute: config.mail.perMinute, ...options.outbox },
    log,
  );
  if (options.outbox !== false) outboxWorker.start();
  const outbox = new OutboxService(db);
  const mailPreferences = new MailPreferencesService(db);
  const digest =
    config.mail.enrollmentDigest && options.digest !== false
      ? new EnrollmentDigest(
          db,
          mail,
          () => live.catalog().timeZone,
          digestContents(classesByKey),
          { ...defaultDigestSettings, ...options.digest },
          log,
        )
      : undefined;
  digest?.start();
  enrollmentOffice.listen(placementNotices(mail, live.catalog, digest !== undefined));
  const classChanges = new ClassChangeNotices(
    db,
    mail,
    familiesOfClasses,
    {
      quietMs: config.classChangeWaitMs,
      // Looked for often enough that a notice goes within a third of its wait after it is due, at most 10 s.
      pollMs: Math.min(10_000, Math.max(250, config.classChangeWaitMs / 3)),
      now: () => new Date(),
      ...(options.classChanges || {}),
    },
    log,
  );
  content.onSave(classChanges.saved);
  if (options.classChanges !== false) classChanges.start();
  const billingMail = new BillingMail(
    db,
    mail,
    live.catalog,
    { ...defaultBillingMailSettings, ...(options.billingMail || {}) },
    log,
  );
  if (options.billingMail !== false) billingMail.start();
  const backups =
    config.backupSchedule !== 'off' && options.backups !== false
      ? new BackupScheduler(
          db,
          { at: config.backupSchedule, keep: config.backupKeep, config },
          () => live.catalog().timeZone,
          takeBackupOffThread,
          mail,
          { ...defaultBackupScheduleSettings, ...options.backups },
          log,
        )
      : undefined;
  backups?.start();
  const backupStatus = new BackupStatusService(
    db,
    config.backupSchedule,
    () => live.catalog().timeZone,
    openShelf(config).place,
  );
  const goLive = {
    shipped: { documents: () => readContentFiles(config.contentDir) },
    settings: { siteUrl: config.siteUrl, smtpUrl: config.mail.smtpUrl, mailFrom: config.mail.from },
  };
  const scheduleChanges = liveScheduleChanges(content);
  const announcementSettings = options.announcements || {};
  const announcements = new AnnouncementsService(db, live.catalog, mail, content, log, announcementSettings.now);
  const announcementScheduler =
    options.announcements === false
      ? undefined
      : new AnnouncementScheduler(announcements, announcementSettings.pollMs ?? defaultAnnouncementPollMs, log);
  announcementScheduler?.start();
  const attendance = new AttendanceService(db, live.catalog, scheduleChanges, enrollmentOffice, options.attention?.now);
  const attention = new AttentionService(
    {
      attendance,
      accounts: users,
      office: enrollmentOffice,
      outbox,
      backups: backupStatus,
      goLive: () => goLiveItems(content, goLive),
      catalog: live.catalog,
      scheduleChanges,
      households,
      inbox: announcements,
      volunteerHours,
      // Read when a parent asks, after the family's accounts exist below.
      payments: {
        dueNow: async (ctx) => {
          const account = await familyAccounts.myAccount(ctx);
          if (!account) return null;
          const overdue = account.due.some((item) => item.remaining > 0 && item.dueOn < account.asOf);
          return { amount: account.dueNow, overdue };
        },
      },
      volunteerPlaces: { openPlacesNextDay: (ctx) => volunteerSignups.openPlacesNextDay(ctx) },
    },
    options.attention?.now,
  );
  const onlinePayments = new OnlinePaymentsService(
    db,
    live.catalog,
    households,
    config.stripe && createStripeClient(config.stripe),
    config.stripe && {
      siteUrl: config.siteUrl,
      siteName: () => live.site().name,
      webhookSecret: config.stripe.webhookSecret,
    },
  );
  const treasurer = new TreasurerService(db, live.catalog);
  const depositRelease = new DepositRelease(
    db,
    live.catalog,
    mail,
    enrollmentOffice,
    () => onlinePayments.enabled(),
    { ...defaultDepositReleaseSettings, ...(options.depositRelease || {}) },
    log,
  );
  if (options.depositRelease !== false) depositRelease.start();
  const familyAccounts = new FamilyAccountService(db, live.catalog, households);
  const volunteerDuties = new VolunteerDutiesService(db, live.catalog, scheduleChanges);
  const signupSettings = { ...defaultSignupSchedulerSettings, ...(options.signupScheduler || {}) };
  const signupScheduler = new SignupScheduler(db, live.catalog, mail, signupSettings, log);
  if (options.signupScheduler !== false) signupScheduler.start();
  const volunteerSignups = new VolunteerSignupsService(
    db,
    live.catalog,
    households,
    signupScheduler,
    signupSettings.now,
  );
  const schema = await buildGraphqlSchema({
    sessions,
    users,
    files,
    links,
    forms,
    trash,
    versions,
    outbox,
    mailPreferences,
    resets,
    verification,
    office: enrollmentOffice,
    households,
    agreements,
    directory,
    classMaterials,
    announcements,
    content,
    terms: new TermsService(db, content, live.catalog),
    reenrollment: new ReenrollmentService(live.catalog, households, enrollmentOffice, forms),
    contentImages,
    goLive,
    backups: backupStatus,
    attention,
    onlinePayments,
    fees,
    treasurer,
    familyAccounts,
    officeAccounts,
    volunteerHours,
    attendance,
    volunteerDuties,
    volunteerSignups,
  });
  const graphql = await startGraphql(schema, { production: config.production, log, context: contextOf });

  const app = express();
  app.disable('x-powered-by');
  // Which address the limits count behind a reverse proxy: Express reads it into req.ip.
  app.set('trust proxy', config.trustProxy);
  // API answers are no-store, so an ETag would be hashed on every one for nothing; static files set their own.
  app.set('etag', false);
  const livePages = await startLivePages(config, content, log);
  app.use(
    inSequence([
      requestLog(log),
      securityHeaders(
        { formOrigins: externalOrigins(Object.values(config.formEndpoints)) },
        () => livePages?.current.manifest.inlineStyleHashes ?? [],
      ),
    ]),
  );

  app.get('/healthz', noStore, (_req, res) => {
    res.json({ status: 'ok' });
  });

  // Path and query string here, for every route; each channel's body once its parser has read it.
  app.use(refuseControlText);

  const context = attachRequestContext(sessions);
  const json = express.json({ limit: jsonLimit });
  app.use(
    '/graphql',
    inSequence([
      dataAnswers,
      noStore,
      graphqlRateLimit(limits.graphql),
      requirePreflightForUploads,
      context,
      refuseUploadsEarly(files),
      graphqlUploadExpress({ maxFileSize: parserFileSizeLimit, maxFiles: 1, maxFieldSize: graphqlLimits.bodyBytes }),
      tellUploadFailures,
      express.json({ limit: graphqlLimits.bodyBytes }),
      refuseControlText,
      documentLimits(graphqlLimits),
      graphql.handler,
    ]),
    graphqlRequestErrors,
  );

  // Ahead of the API's JSON parser: Stripe signs the raw bytes.
  app.use(stripeWebhookRoute(onlinePayments));
  const api = express.Router();
  api.use(inSequence([dataAnswers, noStore, json, refuseControlText, context]));
  api.use(sessionRoutes(sessions, users));
  api.use(passwordResetRoutes(resets));
  api.use(emailVerificationRoutes(verification));
  api.use(userRoutes(users, versions));
  api.use(fileRoutes(files, versions));
  api.use(linkRoutes(links, versions));
  api.use(submissionCsvRoutes(forms));
  api.use(classSeatsRoutes(enrollmentOffice));
  api.use(enrollmentsCsvRoutes(enrollmentOffice));
  api.use(eligibilityOverrideRoutes(enrollmentOffice));
  api.use(householdRoutes(households));
  api.use(officeAccountRoutes(officeAccounts));
  api.use(volunteerHoursRoutes(volunteerHours));
  api.use(agreementRoutes(agreements));
  api.use(feesRoutes(fees));
  api.use(directoryRoutes(directory));
  api.use(classMaterialsRoutes(classMaterials));
  api.use(mailPreferencesRoutes(mailPreferences));
  api.use(onlinePaymentRoutes(onlinePayments));
  api.use(treasurerCsvRoutes(treasurer));
  api.use(familyAccountRoutes(familyAccounts));
  api.use(attendanceRoutes(attendance));
  api.use(volunteerDutiesRoutes(volunteerDuties));
  api.use(volunteerSignupRoutes(volunteerSignups));
  api.use((_req, res) => {
    res.status(404).json({ success: false, error: 'Not found', code: 'NOT_FOUND' });
  });
  app.use('/api', api);
  app.use('/files', sandboxDownloads);
  app.use(context, downloadRoute(files));
  app.use(formsPath, formRoutes(forms, context));
  app.use(oneClickUnsubscribeRoute(mailPreferences));
  app.use(
    calendarRoutes({
      catalog: live.catalog,
      changes: scheduleChanges,
      modifiedAt: live.catalogChangedAt,
      siteName: () => live.site().name,
      siteUrl: config.siteUrl,
    }),
  );

  app.use(mediaRoutes(media, config.contentDir));
  app.use(contentRoutes(content, () => livePages?.shown()));
  app.use(staticSite(config.clientDir, config.contentDir, config.siteUrl, livePages));
  app.use(errorResponder(log));

  return {
    express: app,
    db,
    trash,
    enrollmentOffice,
    content,
    store,
    documents,
    outbox: outboxWorker,
    livePages,
    announcements,
    resets,
    classChanges,
    fees,
    billingMail,
    catalog: live.catalog,
    depositRelease,
    signupScheduler,
    async close() {
      await livePages?.close();
      await classChanges.stop();
      await depositRelease.stop();
      await signupScheduler.stop();
      await billingMail.stop();
      await backups?.stop();
      await announcementScheduler?.stop();
      await resets.settled();
      await content.stop();
      await digest?.stop();
      await outboxWorker.stop();
      delivery.close();
      await trash.stop();
      limits.stop();
      await graphql.stop();
      await db.close();
      store.close?.();
    },
  };
}
