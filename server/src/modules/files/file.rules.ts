import { maxUploadBytes } from '@coop/contract';

/**
 * The limit given to the multipart parsers: busboy marks a file truncated when
 * it reaches its limit, even at exactly that size, so it gets one byte more and
 * anything past maxUploadBytes is refused by our own count.
 */
export const parserFileSizeLimit = maxUploadBytes + 1;

/** The window over which an account's upload allowance (UPLOAD_LIMIT_PER_10_MIN) is counted. */
export const uploadWindowMs = 10 * 60_000;
