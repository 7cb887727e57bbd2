// @ts-check
/* global document, MutationObserver -- in the page's functions */
// How long a first-time visitor on a phone waits before the app has taken over a pre-rendered page: from
// navigation start until <html> carries `data-app-ready`. Until then the page works as plain HTML (links, the
// menu, forms), and from then on as the app (client-side navigation, checks as you type, seats, offline queue).
import { phone } from './browser.mjs';
import { median } from './lib.mjs';
import { startThrottledProxy } from './throttled-proxy.mjs';

export const appReadyPages = ['/', '/enrollment'];
const runs = 3;

/**
 * Milliseconds from navigation start to `data-app-ready`, for each page: the median of 3 cold loads (a new browser
 * context each, so nothing is cached and no service worker answers) on Lighthouse's phone, slow 4G through the
 * throttled proxy and a CPU slowed `cpuSlowdown` times.
 * @param {import('@playwright/test').Browser} browser
 * @param {number} productPort
 * @returns {Promise<Array<{ page: string, appReady: number, runs: number[] }>>}
 */
export async function measureAppReady(browser, productPort, pages = appReadyPages, cpuSlowdown = 4) {
  const proxy = await startThrottledProxy(productPort);
  const origin = `http://localhost:${proxy.port}`;
  const measured = [];
  try {
    for (const path of pages) {
      const times = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(phone);
        try {
          // Before the page's own scripts, when <html> may not exist yet: the whole document is watched.
          await context.addInitScript(() => {
            const observer = new MutationObserver(() => {
              if (!document.documentElement.hasAttribute('data-app-ready')) return;
              observer.disconnect();
              document.documentElement.dataset.benchAppReadyAt = String(performance.now());
            });
            observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
          });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
          await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
          const readyAt = page.locator('html[data-bench-app-ready-at]');
          await readyAt.waitFor({ state: 'attached', timeout: 60_000 });
          times.push(Number(await readyAt.getAttribute('data-bench-app-ready-at')));
        } finally {
          await context.close();
        }
      }
      measured.push({ page: path, appReady: median(times), runs: times });
    }
  } finally {
    await proxy.close();
  }
  return measured;
}
