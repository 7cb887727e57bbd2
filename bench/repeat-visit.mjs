// @ts-check
// 5. Repeat visit: with the service worker warm, a reload of / on a slow mobile network (throttled-proxy.mjs) and a
// 4× slower CPU paints at ≤ 0.5× the first contentful paint of the first, cold visit. Median of 3 fresh visitors.
import { launchChromium, phone } from './browser.mjs';
import { figure, median, startProduct } from './lib.mjs';
import { slow4g, startThrottledProxy } from './throttled-proxy.mjs';

const visitors = 3;

/**
 * @param {import('@playwright/test').Page} page
 */
async function firstContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((entries, observer) => {
          const paint = entries.getEntriesByName('first-contentful-paint')[0];
          if (paint) {
            observer.disconnect();
            resolve(paint.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

export async function benchRepeatVisit() {
  const product = await startProduct();
  const proxy = await startThrottledProxy(Number(new URL(product.url).port));
  // `localhost`, a secure origin, so the service worker registers as on the real site.
  const origin = `http://localhost:${proxy.port}`;
  const { browser } = await launchChromium();
  const cold = [];
  const warm = [];
  try {
    for (let visitor = 0; visitor < visitors; visitor++) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      cold.push(await firstContentfulPaint(page));
      // Warm: the worker has installed this version (precache complete) and is active.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        if (!registration.active) throw new Error('no active service worker');
      });
      await page.reload({ waitUntil: 'load' });
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      if (!controlled) throw new Error('the reload was not answered through the service worker');
      warm.push(await firstContentfulPaint(page));
      await context.close();
    }
  } finally {
    await browser.close();
    await proxy.close();
    await product.stop();
  }
  const coldFcp = median(cold);
  const warmFcp = median(warm);
  const ratio = warmFcp / coldFcp;
  const network = `${slow4g.roundTripMs} ms RTT, ${slow4g.downBitsPerSecond / 1e6} Mbit/s down, CPU 4× slower`;
  return [
    figure(
      'repeat visit',
      '/ first visit, cold: FCP',
      coldFcp,
      'ms',
      'reference',
      true,
      `${network}; runs ${cold.map(Math.round).join(', ')}`,
    ),
    figure(
      'repeat visit',
      '/ reload, service worker warm: FCP',
      warmFcp,
      'ms',
      '≤ 0.5× cold',
      ratio <= 0.5,
      `${ratio.toFixed(2)}× cold; runs ${warm.map(Math.round).join(', ')}`,
    ),
  ];
}
