import { isIP } from 'node:net';
import path from 'node:path';
import { formPath } from '@coop/contract';

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploaded bytes live (`FILE_STORAGE`): the folder `DATA_DIR/files`, or S3-compatible object storage. */
  fileStorage: FileStorageConfig;
  admin: { email: string; password: string | undefined; name: string };
  siteUrl: string;
  production: boolean;
  /**
   * Which client address counts behind a reverse proxy, in Express's `trust proxy` terms: false
   * trusts no proxy (the connection's address counts), a number trusts that many hops, a list
   * trusts those proxy addresses and ranges.
   */
  trustProxy: TrustProxy;
  limits: {
    loginFailuresPerAccount: number;
    signupsPerHour: number;
    formsPerHour: number;
    /** Requests to /graphql per client address per minute. */
    graphqlPerMinute: number;
    /** Upload attempts per account per 10 minutes, both channels together. */
    uploadsPer10Min: number;
    /** Password reset links asked for one e-mail address per hour. */
    resetsPerEmailPerHour: number;
    /** Password reset requests per client address per hour, whatever addresses they name. */
    resetsPerClientPerHour: number;
  };
  /**
   * Where each public form posts: our own collector by default, or a form
   * provider's URL. The client is built with the same variables
   * (docs/decisions/007-form-endpoints-at-build-time.md); the server needs them
   * for the CSP, which must let the browser post there.
   */
  formEndpoints: FormEndpoints;
  mail: MailConfig;
  /** Where the built client lives; undefined serves no pages (API-only tests). */
  clientDir: string | undefined;
  /**
   * The built client's SSR bundle and page template (client/dist-ssr): the pages are rendered again from them
   * when the content changes.
   */
  ssrDir: string;
  contentDir: string;
  /** Where `npm run backup` writes its archives (`BACKUP_DIR`); undefined is the folder `DATA_DIR/backups`. */
  backupDir: string | undefined;
  /** S3-compatible storage that keeps the backups instead of that folder (`BACKUP_STORAGE`); undefined keeps them there. */
  backupStorage: S3StorageConfig | undefined;
  /** When the server takes a backup by itself (`BACKUP_SCHEDULE`): every day at a time in the catalog's zone, or off. */
  backupSchedule: BackupSchedule;
  /** How many of the backups kept where they are kept survive each scheduled backup (`BACKUP_KEEP`). */
  backupKeep: BackupKeep;
  /**
   * How long a class-change notice waits after a schedule save for the next one (`CLASS_CHANGE_NOTICE_WAIT`,
   * seconds): saves closer together make one notice.
   */
  classChangeWaitMs: number;
  /** Online payments through Stripe Checkout; undefined when `STRIPE_SECRET_KEY` is unset (online payment is off). */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  /** The signing secret of the webhook endpoint registered in Stripe's dashboard (`whsec_…`). */
  webhookSecret: string;
  /** Another address for Stripe's API (`STRIPE_API_URL`), for tests that talk to a local stand-in; undefined is Stripe's. */
  apiUrl: URL | undefined;
}

/**
 * Unset is off. A key without the webhook's secret is refused at start: payments made while nobody can verify
 * Stripe's webhooks would miss every refund made in Stripe's dashboard.
 */
export function stripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const rawApiUrl = env.STRIPE_API_URL?.trim();
  if (!secretKey) {
    if (webhookSecret || rawApiUrl)
      throw new Error('STRIPE_WEBHOOK_SECRET and STRIPE_API_URL need STRIPE_SECRET_KEY to be set as well');
    return undefined;
  }
  if (!webhookSecret) {
    throw new Error(
      "STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET too: the signing secret (whsec_…) of the webhook endpoint registered in Stripe's dashboard",
    );
  }
  let apiUrl: URL | undefined;
  if (rawApiUrl) {
    try {
      apiUrl = new URL(rawApiUrl);
    } catch {
      apiUrl = undefined;
    }
    if (!apiUrl || (apiUrl.protocol !== 'http:' && apiUrl.protocol !== 'https:') || apiUrl.pathname !== '/')
      throw new Error(
        `STRIPE_API_URL must be an address such as http://127.0.0.1:12111 (for tests), got "${rawApiUrl}"`,
      );
  }
  return { secretKey, webhookSecret, apiUrl };
}

export type BackupSchedule = { hour: number; minute: number } | 'off';

/** The newest backup of each of the last `daily` days that have one, and of each of the last `weekly` ISO weeks. */
export interface BackupKeep {
  daily: number;
  weekly: number;
}

/** Unset is 02:00; otherwise `HH:MM`, `daily HH:MM` (or `daily at HH:MM`), or `off`. */
export function parseBackupSchedule(raw: string | undefined): BackupSchedule {
  const value = raw?.trim().toLowerCase();
  if (!value) return { hour: 2, minute: 0 };
  if (value === 'off') return 'off';
  const time = /^(?:daily\s+(?:at\s+)?)?(\d{1,2}):(\d{2})$/.exec(value);
  if (time && Number(time[1]) < 24 && Number(time[2]) < 60) return { hour: Number(time[1]), minute: Number(time[2]) };
  throw new Error(
    `BACKUP_SCHEDULE must be a time of day such as 02:00 or "daily 02:00" (every day at that time in the ` +
      `catalog's time zone), or off; got "${raw}"`,
  );
}

/** Unset keeps 7 daily and 4 weekly; otherwise `7 daily, 4 weekly` (or `and`), either part alone naming 0 of the other. */
export function parseBackupKeep(raw: string | undefined): BackupKeep {
  const value = raw?.trim().toLowerCase();
  if (!value) return { daily: 7, weekly: 4 };
  const keep: Partial<BackupKeep> = {};
  for (const part of value.split(/\s*,\s*|\s+and\s+/)) {
    const count = /^(\d{1,4})\s+(daily|weekly)$/.exec(part);
    const kind = count?.[2] as keyof BackupKeep | undefined;
    if (!count || !kind || keep[kind] !== undefined) return refuseBackupKeep(raw);
    keep[kind] = Number(count[1]);
  }
  const { daily = 0, weekly = 0 } = keep;
  if (daily + weekly === 0) return refuseBackupKeep(raw);
  return { daily, weekly };
}

function refuseBackupKeep(raw: string | undefined): never {
  throw new Error(
    `BACKUP_KEEP must say how many daily and weekly backups to keep, at least one, such as "7 daily, 4 weekly" ` +
      `or "14 daily"; got "${raw}"`,
  );
}

export interface MailConfig {
  /** `smtp://` or `smtps://` with any credentials; undefined writes each message under `DATA_DIR/outbox/`. */
  smtpUrl: string | undefined;
  /** The sender of every message; undefined sends from the co-op's contact address in the site's content. */
  from: string | undefined;
  /** Whether administrators are mailed about new account requests and form submissions. */
  adminNotify: boolean;
  /** Whether administrators get the morning digest of new enrollments (`ENROLLMENT_DIGEST`, on unless `off`). */
  enrollmentDigest: boolean;
  /**
   * Messages the outbox begins to send per minute, all instances together (`MAIL_PER_MINUTE`, 60 unless set): the
   * mail provider's own limit, which a large announcement would otherwise run into.
   */
  perMinute: number;
}

/** Unset sends nothing over the network; anything set must be an SMTP address, checked so a bad setup never starts. */
function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new Error('SMTP_URL must be smtp://user:pass@host:port or smtps://…, got a value of another form');
  }
  const notify = env.ADMIN_NOTIFY?.trim() || 'true';
  if (notify !== 'true' && notify !== 'false') {
    throw new Error(`ADMIN_NOTIFY must be true or false, got "${env.ADMIN_NOTIFY}"`);
  }
  const digest = env.ENROLLMENT_DIGEST?.trim() || 'on';
  if (digest !== 'on' && digest !== 'off') {
    throw new Error(`ENROLLMENT_DIGEST must be on or off, got "${env.ENROLLMENT_DIGEST}"`);
  }
  const perMinute = positiveInt('MAIL_PER_MINUTE', env.MAIL_PER_MINUTE?.trim(), 60);
  if (perMinute === 0) throw new Error('MAIL_PER_MINUTE must be at least 1, got "0"');
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || undefined,
    adminNotify: notify === 'true',
    enrollmentDigest: digest === 'on',
    perMinute,
  };
}

export interface FormEndpoints {
  enrollment: string;
  classRequest: string;
  teacherApplication: string;
}

export type TrustProxy = false | number | string[];

/** The named ranges Express accepts in a `trust proxy` list. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix-length range, or one of Express's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Unset or empty trusts no proxy; a whole number is a hop count; anything else a comma-separated list. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count such as 1, or a comma-separated list of proxy addresses or ranges ` +
        `(such as 10.0.0.1, 10.0.0.0/8, loopback); "${wrong.join('", "')}" is neither, in "${raw}"`,
    );
  }
  return entries;
}

export type FileStorageConfig = { kind: 'folder' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Keys start with this (no leading or trailing slash); empty for the bucket's root. */
  prefix: string;
  /** Unset for Amazon S3 itself; the store's address otherwise. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Unset keeps bytes in `DATA_DIR/files`; `s3://bucket/prefix` needs the S3_* variables, checked here so a bad setup never starts. */
function fileStorage(env: NodeJS.ProcessEnv): FileStorageConfig {
  const raw = env.FILE_STORAGE?.trim();
  if (!raw) return { kind: 'folder' };
  const address = s3Address(raw);
  if (!address) {
    throw new Error(`FILE_STORAGE must be unset (the folder DATA_DIR/files) or s3://bucket/prefix, got "${raw}"`);
  }
  return { kind: 's3', ...address, ...s3Settings(env, `FILE_STORAGE=${raw}`) };
}

/**
 * Unset keeps backups in a folder (`BACKUP_DIR`); `s3://bucket/prefix` keeps them in S3-compatible storage with
 * the same S3_* variables as `FILE_STORAGE`, under a prefix of their own.
 */
function backupStorage(env: NodeJS.ProcessEnv, files: FileStorageConfig): S3StorageConfig | undefined {
  const raw = env.BACKUP_STORAGE?.trim();
  if (!raw) return undefined;
  const address = s3Address(raw);
  if (!address) {
    throw new Error(
      `BACKUP_STORAGE must be unset (backups in the folder BACKUP_DIR) or s3://bucket or s3://bucket/prefix, got "${raw}"`,
    );
  }
  if (env.BACKUP_DIR?.trim()) {
    throw new Error(`BACKUP_DIR and BACKUP_STORAGE are both set: backups are kept in one place, so unset one of them`);
  }
  // The file store lists every key under its prefix as an upload, and removes those no row names.
  if (files.kind === 's3' && files.bucket === address.bucket && files.prefix === address.prefix) {
    throw new Error(
      `BACKUP_STORAGE=${raw} is where FILE_STORAGE keeps the uploads, which would take the archives for stray uploads; give backups a prefix of their own, such as s3://${address.bucket}/backups`,
    );
  }
  return { kind: 's3', ...address, ...s3Settings(env, `BACKUP_STORAGE=${raw}`) };
}

/** The bucket and key prefix of `s3://bucket` or `s3://bucket/prefix`; undefined for anything else. */
export function s3Address(raw: string): { bucket: string; prefix: string } | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 's3:' || !url.hostname || url.port || url.search || url.hash || url.username) return undefined;
  try {
    return { bucket: url.hostname, prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '') };
  } catch {
    return undefined;
  }
}

/** The S3_* variables every S3 place is reached with; `user` says what needs them when one is missing. */
export function s3Settings(env: NodeJS.ProcessEnv, user: string): Omit<S3StorageConfig, 'kind' | 'bucket' | 'prefix'> {
  const missing = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`${user} needs ${missing.join(', ')} to be set`);
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// address, got "${env.S3_ENDPOINT}"`);
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  }
  return {
    endpoint,
    region: env.S3_REGION!.trim(),
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    forcePathStyle: pathStyle === 'true',
  };
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** A path on this site, or an absolute https address (http only for a local test provider). */
function formEndpoint(name: string, raw: string | undefined, fallback: string): string {
  const value = raw?.trim();
  if (!value) return fallback;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a path such as ${fallback} or an https:// address, got "${raw}"`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`${name} must use https://, got "${raw}"`);
  }
  return url.href;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const files = fileStorage(env);
  return {
    port: positiveInt('PORT', env.PORT, 3000),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    fileStorage: files,
    admin: {
      email: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
      password: env.ADMIN_PASSWORD || undefined,
      name: env.ADMIN_NAME || 'Administrator',
    },
    siteUrl: (env.SITE_URL || 'https://coop.example.org').replace(/\/+$/, ''),
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    limits: {
      loginFailuresPerAccount: positiveInt('LOGIN_FAILURE_LIMIT', env.LOGIN_FAILURE_LIMIT, 10),
      signupsPerHour: positiveInt('SIGNUP_LIMIT_PER_HOUR', env.SIGNUP_LIMIT_PER_HOUR, 20),
      formsPerHour: positiveInt('FORMS_LIMIT_PER_HOUR', env.FORMS_LIMIT_PER_HOUR, 30),
      graphqlPerMinute: positiveInt('GRAPHQL_LIMIT_PER_MINUTE', env.GRAPHQL_LIMIT_PER_MINUTE, 600),
      uploadsPer10Min: positiveInt('UPLOAD_LIMIT_PER_10_MIN', env.UPLOAD_LIMIT_PER_10_MIN, 30),
      resetsPerEmailPerHour: positiveInt('PASSWORD_RESET_LIMIT_PER_HOUR', env.PASSWORD_RESET_LIMIT_PER_HOUR, 5),
      resetsPerClientPerHour: positiveInt(
        'PASSWORD_RESET_CLIENT_LIMIT_PER_HOUR',
        env.PASSWORD_RESET_CLIENT_LIMIT_PER_HOUR,
        20,
      ),
    },
    formEndpoints: {
      enrollment: formEndpoint('FORM_ENDPOINT_ENROLLMENT', env.FORM_ENDPOINT_ENROLLMENT, formPath('enrollment')),
      classRequest: formEndpoint(
        'FORM_ENDPOINT_CLASS_REQUEST',
        env.FORM_ENDPOINT_CLASS_REQUEST,
        formPath('class_request'),
      ),
      teacherApplication: formEndpoint(
        'FORM_ENDPOINT_TEACHER_APPLICATION',
        env.FORM_ENDPOINT_TEACHER_APPLICATION,
        formPath('teacher_application'),
      ),
    },
    mail: mailConfig(env),
    clientDir: path.join(repoRoot, 'client', 'dist'),
    ssrDir: path.join(repoRoot, 'client', 'dist-ssr'),
    contentDir: path.join(repoRoot, 'content'),
    backupDir: env.BACKUP_DIR?.trim() ? path.resolve(env.BACKUP_DIR.trim()) : undefined,
    backupStorage: backupStorage(env, files),
    backupSchedule: parseBackupSchedule(env.BACKUP_SCHEDULE),
    backupKeep: parseBackupKeep(env.BACKUP_KEEP),
    classChangeWaitMs: positiveInt('CLASS_CHANGE_NOTICE_WAIT', env.CLASS_CHANGE_NOTICE_WAIT, 30) * 1000,
    stripe: stripeConfig(env),
  };
}
