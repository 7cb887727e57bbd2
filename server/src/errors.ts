/**
 * One error type for every refusal a service makes. Both channels translate it:
 * the REST shim into a status code and `{success: false, error}`, GraphQL into
 * `extensions.code` and the message.
 */
export const errorStatus = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PASSWORD_RESET_REQUIRED: 403,
  ACCOUNT_NOT_APPROVED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field the message is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const internalErrorMessage = "Something went wrong. Please try again.";
