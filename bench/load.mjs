// @ts-check
// Load with autocannon, shared by the sections that measure the API: targets taken in turns, after a warm-up.
import autocannon from 'autocannon';
import { median } from './lib.mjs';

/**
 * @param {import('autocannon').Options} options
 * @returns {Promise<import('autocannon').Result>}
 */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * @typedef {object} Turns
 * @property {number} warmUpSeconds  unmeasured load of each target first
 * @property {number} rounds
 * @property {number} roundSeconds
 */

/**
 * The api section's timing. The server's compiler keeps improving the hot paths for several seconds of load;
 * shorter warm-ups measured it half-way (each later round faster than the one before).
 * @type {Turns}
 */
export const apiTurns = { warmUpSeconds: 6, rounds: 3, roundSeconds: 4 };

/**
 * Loads every target in turn, round after round (after an unmeasured warm-up of each), and answers each target's
 * median requests per second, median p50 and median p99. Taking turns puts every target through the same moments
 * of the machine: a slow spell on a shared host lowers a round of each rather than all of one target's figure, so
 * the ratios between targets hold steadier than with one long run per target, which swung by a fifth between runs.
 * @param {{ name: string, options: import('autocannon').Options }[]} targets
 * @param {Turns} [turns]
 */
export async function measureInTurns(targets, turns = apiTurns) {
  for (const { options } of targets) await load({ ...options, duration: turns.warmUpSeconds });
  /** @type {{ rps: number[], p50: number[], p99: number[] }[]} */
  const samples = targets.map(() => ({ rps: [], p50: [], p99: [] }));
  for (let round = 0; round < turns.rounds; round++) {
    for (const [index, { name, options }] of targets.entries()) {
      const result = await load({ ...options, duration: turns.roundSeconds });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      samples[index].rps.push(result.requests.average);
      samples[index].p50.push(result.latency.p50);
      samples[index].p99.push(result.latency.p99);
    }
  }
  return samples.map(({ rps, p50, p99 }) => ({ rps: median(rps), p50: median(p50), p99: median(p99) }));
}
