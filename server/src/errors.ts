/**
 * One error type for every refusal a service makes. Both channels translate it:
 * the REST shim into a status code and `{success: false, error}`, GraphQL into
 * `extensions.code` and the message.
 */
export const errorStatus = {
  BAD_USER_INPUT: 400,
  INVALID_TEXT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PASSWORD_RESET_REQUIRED: 403,
  ACCOUNT_NOT_APPROVED: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  PLACEMENT_TRANSITION: 409,
  AGREEMENTS_UNSIGNED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field the message is about, when there is one. */
    readonly field?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const internalErrorMessage = 'Something went wrong. Please try again.';

export const storageFullMessage = "The server's storage is full, so nothing was saved. Please try again later.";

/**
 * What the disk answers when it has no room (or fails to write): SQLite's full and I/O errors, the file
 * system's no-space and over-quota errors, PostgreSQL's disk-full state. The write was refused and nothing
 * of it was kept, so the caller is told so plainly rather than being handed a generic failure.
 */
const storageCodes = /^(SQLITE_FULL|SQLITE_IOERR\w*|ENOSPC|EDQUOT|53100)$/;

/**
 * The one 507 refusal for every storage failure, keeping the original as its cause for the log, or undefined
 * when `error` is not one. Errors are looked at through TypeORM's `driverError` and any `cause`.
 */
function storageFailure(error: unknown): AppError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (current instanceof AppError) return current.code === 'INSUFFICIENT_STORAGE' ? current : undefined;
    const { code, driverError, cause } = current as { code?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof code === 'string' && storageCodes.test(code)) {
      return new AppError('INSUFFICIENT_STORAGE', storageFullMessage, undefined, { cause: error });
    }
    current = driverError ?? cause;
  }
  return undefined;
}

/**
 * What a failure is as far as the caller is concerned: a service's refusal, or the 507 of a storage failure;
 * undefined for anything else (a bug, answered generically). A refusal made with a `cause` is one the server,
 * not the caller, is answerable for (a full disk, bytes gone missing), so both channels log its cause.
 */
export function refusalOf(error: unknown): AppError | undefined {
  return storageFailure(error) ?? (error instanceof AppError ? error : undefined);
}

/** The log text for a refusal made with a cause; undefined when it has none. */
export function describeCause(error: AppError): string | undefined {
  const { cause } = error;
  if (cause === undefined) return undefined;
  return cause instanceof Error ? (cause.stack ?? cause.message) : String(cause);
}
