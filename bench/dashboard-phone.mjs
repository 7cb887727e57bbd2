// @ts-check
/* global window, document, addEventListener, MutationObserver, requestAnimationFrame -- in the page's functions */
// The member dashboard on a throttled phone: how soon a tab shows its rows, and how long input waits while scrolling.
import { phone } from './browser.mjs';
import { adminEmail, adminPassword, median } from './lib.mjs';
import { startThrottledProxy } from './throttled-proxy.mjs';

/**
 * Eight wheel turns of 600 px interleaved with ArrowDown presses, from the middle of the screen: the same distance at
 * every size. Answers each event's delay.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number[]>}
 */
async function scrollAndTakeDelays(page) {
  await page.mouse.move(phone.viewport.width / 2, phone.viewport.height / 2);
  for (let turn = 0; turn < 8; turn++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(100);
  }
  return page.evaluate(() => /** @type {any} */ (window).growthBench.delays);
}

/**
 * The dashboard on a phone: a 4× slower CPU and slow 4G through the throttled proxy, signed in and with the
 * service worker active (a returning member), as the administrator. For each tab, the time from navigation start
 * until one of the rows looked for is in the page and a frame has passed (median of 3 loads), and then the input delay while scrolling.
 *
 * Input delay: Event Timing leaves wheel events out, and reports others only past 16 ms. So a listener that runs
 * before any of the page's own (capture, on window, installed before the page's scripts) takes for each wheel and
 * key press event the time from the event's timestamp to its first handler: the wait for the main thread, which
 * Event Timing calls processingStart − startTime. Each of the 3 loads is scrolled once; the figure is the median of
 * their largest delays (one load's largest alone swung by a third between runs).
 * @param {import('@playwright/test').Browser} browser
 * @param {number} productPort
 * @param {{ pages: Readonly<Record<string, string>>, rowPattern: string, firstRowsTargetMs: number }} what  the
 *   members' pages measured, by name, at their addresses (`/secure/dashboard?tab=files`); a pattern of text only
 *   the measured rows carry; the target, since a load far past it is measured once
 */
export async function measureMembersPages(browser, productPort, { pages, rowPattern, firstRowsTargetMs }) {
  const proxy = await startThrottledProxy(productPort);
  // `localhost`, a secure origin, so the service worker registers as on the real site.
  const origin = `http://localhost:${proxy.port}`;
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript((rowText) => {
      const seen = { firstRowAt: /** @type {number | null} */ (null), delays: /** @type {number[]} */ ([]) };
      Object.assign(window, { growthBench: seen });
      const note = (/** @type {Event} */ event) => seen.delays.push(performance.now() - event.timeStamp);
      addEventListener('wheel', note, { capture: true, passive: true });
      addEventListener('keydown', note, { capture: true });
      const pattern = new RegExp(rowText);
      const observer = new MutationObserver((records) => {
        const added = records.some((record) =>
          Array.from(record.addedNodes).some((node) => pattern.test(node.textContent ?? '')),
        );
        if (!added) return;
        observer.disconnect();
        requestAnimationFrame(() => (seen.firstRowAt = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    }, rowPattern);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/secure\/dashboard/);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!registration.active) throw new Error('no active service worker');
    });
    /** @type {Record<string, { firstRows: number, inputDelay: number, runs: number[], delays: number[], events: number }>} */
    const measured = {};
    for (const [tab, address] of Object.entries(pages)) {
      const runs = [];
      /** The largest delay of each load's scrolling. */
      const delays = [];
      let events = 0;
      // A load far past the target says so in one run; three of them at 10,000 rows would take minutes.
      for (let run = 0; run < 3 && !(runs[0] > 5 * firstRowsTargetMs); run++) {
        await page.goto(`${origin}${address}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => /** @type {any} */ (window).growthBench?.firstRowAt !== null, null, {
          timeout: 120_000,
        });
        runs.push(await page.evaluate(() => /** @type {any} */ (window).growthBench.firstRowAt));
        const seen = await scrollAndTakeDelays(page);
        if (seen.length === 0) throw new Error(`no wheel or key events reached the ${tab} tab`);
        delays.push(Math.max(...seen));
        events += seen.length;
      }
      measured[tab] = { firstRows: median(runs), inputDelay: median(delays), runs, delays, events };
    }
    return measured;
  } finally {
    await context.close();
    await proxy.close();
  }
}
