// @ts-check
// A slow mobile network between the browser and the product: every byte, whether the page or its service worker
// asked for it, waits out a one-way delay and shares a bandwidth cap per direction. DevTools' own throttling does
// not reach requests a service worker makes, which a repeat visit is made of.
import { createServer, connect } from 'node:net';
import { freePort } from './lib.mjs';

/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const slow4g = { roundTripMs: 150, downBitsPerSecond: 1.6e6, upBitsPerSecond: 750e3 };

/**
 * Forwards chunks after the delay, in order, no faster than the link allows (shared by the link's connections).
 * @param {number} oneWayMs
 * @param {number} bitsPerSecond
 */
function link(oneWayMs, bitsPerSecond) {
  let busyUntil = 0;
  return (/** @type {Buffer} */ chunk, /** @type {() => void} */ deliver) => {
    const now = performance.now();
    busyUntil = Math.max(busyUntil, now) + (chunk.length * 8 * 1000) / bitsPerSecond;
    setTimeout(deliver, busyUntil + oneWayMs - now);
  };
}

/**
 * @param {import('node:net').Socket} from
 * @param {import('node:net').Socket} to
 * @param {ReturnType<typeof link>} send
 * @param {Promise<unknown>} connected
 */
function pipeThrough(from, to, send, connected) {
  let pending = connected;
  from.on('data', (chunk) => {
    pending = pending.then(() => new Promise((resolve) => send(chunk, () => resolve(to.write(chunk)))));
  });
  from.on('end', () => pending.then(() => to.end()));
  from.on('error', () => to.destroy());
}

/**
 * @param {number} targetPort
 */
export async function startThrottledProxy(targetPort, network = slow4g) {
  const down = link(network.roundTripMs / 2, network.downBitsPerSecond);
  const up = link(network.roundTripMs / 2, network.upBitsPerSecond);
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    // A new connection costs a round trip (TCP's handshake) before its first byte goes anywhere.
    const connected = new Promise((resolve) => setTimeout(resolve, network.roundTripMs));
    pipeThrough(client, upstream, up, connected);
    pipeThrough(upstream, client, down, connected);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    port,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
