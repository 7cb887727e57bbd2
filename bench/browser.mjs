// @ts-check
// Debian's Chromium for the browser benchmarks (page weight, Lighthouse, repeat visit), as the e2e tests use it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, root } from './lib.mjs';

export const chromiumPath = '/usr/bin/chromium';

/** A phone as Lighthouse's mobile settings describe it (Moto G Power). */
export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Chromium with a DevTools port, so Lighthouse can drive the same browser. */
export async function launchChromium() {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  return { browser, debuggingPort };
}
