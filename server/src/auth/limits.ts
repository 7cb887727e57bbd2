import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { rateLimitTable } from '../db/migrations/1766200000000-rate-limits';
import { Allowance } from './allowance';
import { PasswordGuessLimits } from './password-guesses';

const minute = 60_000;
/** How long failed password guesses are held against an account and an address. */
const loginWindowMs = 15 * minute;
/** The window over which an account's upload allowance is counted. */
const uploadWindowMs = 10 * minute;
const hourMs = 60 * minute;
/** How often rows whose window has ended are deleted; a window's own row is rewritten when it is used again. */
const sweepIntervalMs = 5 * minute;

export interface Limits {
  /** Guesses at an account's password, by login or by a change of password. */
  passwordGuesses: PasswordGuessLimits;
  /** Sign-ups per client address per hour. */
  signups: Allowance;
  /** Public form submissions per client address per hour. */
  forms: Allowance;
  /** Upload attempts per account per 10 minutes. */
  uploads: Allowance;
  /** Password reset requests per hour: per e-mail address asked for, and per client address asking. */
  passwordResets: { perEmail: Allowance; perClient: Allowance };
  /** Links to confirm an e-mail address, asked for per account per hour (as many as reset links per address). */
  verificationLinks: Allowance;
  /**
   * Requests to /graphql per client address per minute. Kept in this process's memory: it runs on
   * every request (docs/decisions/045-graphql-request-limit-in-memory.md).
   */
  graphql: Allowance;
  /** Stops the periodic sweep of ended windows. */
  stop(): void;
}

/** The driver's own connection: better-sqlite3's database, or node-postgres's pool. */
interface DriverConnections {
  databaseConnection?: unknown;
  master?: unknown;
}

type StoreOptions = { points: number; duration: number; keyPrefix: string };

/**
 * A store in the database every instance shares, so that limits hold across instances and
 * restarts. The table is made by a migration, so the library is told not to make its own.
 */
function sharedStore(db: Database): (options: StoreOptions) => RateLimiterAbstract {
  const driver = db.source.driver as unknown as DriverConnections;
  const common = { tableName: rateLimitTable, tableCreated: true, clearExpiredByTimeout: false };
  if (db.source.options.type === 'postgres') {
    return (options) =>
      new RateLimiterPostgres({ ...options, ...common, storeClient: driver.master, storeType: 'pool' });
  }
  return (options) =>
    new RateLimiterSQLite({
      ...options,
      ...common,
      storeClient: driver.databaseConnection,
      storeType: 'better-sqlite3',
    });
}

/** Every limit of the product, built from the configuration; services know nothing of where they are kept. */
export function buildLimits(config: AppConfig['limits'], db: Database): Limits {
  const store = sharedStore(db);
  const allowance = (keyPrefix: string, points: number, windowMs: number) =>
    new Allowance(store({ keyPrefix, points, duration: windowMs / 1000 }));
  const sweep = setInterval(() => {
    db.write((manager) =>
      manager.createQueryBuilder().delete().from(rateLimitTable).where('expire < :now', { now: Date.now() }).execute(),
    ).catch(() => undefined); // A missed sweep only leaves ended rows for the next one.
  }, sweepIntervalMs);
  sweep.unref();
  return {
    passwordGuesses: new PasswordGuessLimits(
      allowance('login-account', config.loginFailuresPerAccount, loginWindowMs),
      // An address may fail ten times as often as an account, as a shared household or school does.
      allowance('login-address', config.loginFailuresPerAccount * 10, loginWindowMs),
    ),
    signups: allowance('signup', config.signupsPerHour, hourMs),
    forms: allowance('forms', config.formsPerHour, hourMs),
    uploads: allowance('uploads', config.uploadsPer10Min, uploadWindowMs),
    passwordResets: {
      perEmail: allowance('reset-email', config.resetsPerEmailPerHour, hourMs),
      perClient: allowance('reset-address', config.resetsPerClientPerHour, hourMs),
    },
    verificationLinks: allowance('verification-account', config.resetsPerEmailPerHour, hourMs),
    graphql: new Allowance(
      new RateLimiterMemory({ keyPrefix: 'graphql', points: config.graphqlPerMinute, duration: 60 }),
      (key) => key,
    ),
    stop: () => clearInterval(sweep),
  };
}
