import { maxUploadBytes } from '@coop/contract';

/**
 * The limit given to the multipart parsers: busboy marks a file truncated when
 * it reaches its limit, even at exactly that size, so it gets one byte more and
 * anything past maxUploadBytes is refused by our own count.
 */
export const parserFileSizeLimit = maxUploadBytes + 1;
