import type { Server } from 'node:http';
import { maxUploadBytes } from '@coop/contract';

/**
 * The slowest upload link the server waits for to the end: a phone on a weak signal. The largest file allowed
 * takes about 27 minutes at this rate.
 */
export const slowestUploadBitsPerSecond = 256_000;

/** The time a whole request may take: the largest upload on the slowest link, plus a minute to spare. */
export const requestTimeoutMs = Math.ceil((maxUploadBytes * 8) / slowestUploadBitsPerSecond) * 1000 + 60_000;

/**
 * How long the server holds connections, set wherever the product listens (its start, and the tests' app) so
 * that tests meet the same server a user does.
 */
export function setConnectionTimeouts(server: Server): void {
  // A client that sends on a kept-alive connection just as the server drops it for being idle gets the
  // connection reset, and a POST is not sent again. Reverse proxies keep idle connections about 60 s, browsers
  // and test clients a few: holding them longer means the server is never the side that closes first, even when
  // a busy machine leaves the client no turn for several seconds before it sends.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Node's default ends any request not received in full within 5 minutes, cutting a 50 MB upload on a link
  // slower than 1.4 Mbit/s. Headers still have to arrive within the minute above.
  server.requestTimeout = requestTimeoutMs;
}
