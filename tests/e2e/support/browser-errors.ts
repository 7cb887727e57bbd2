import type { Page } from '@playwright/test';

/**
 * Collects what a careful user would see in DevTools: console errors (CSP violations and React's hydration errors
 * are reported there) and uncaught page errors. Where a test provokes failed requests on purpose (a 401, a refused
 * upload), `ignoreFailedRequests` leaves out Chromium's "Failed to load resource" lines.
 */
export function collectBrowserErrors(page: Page, { ignoreFailedRequests = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (ignoreFailedRequests && message.text().startsWith('Failed to load resource')) return;
    const { url } = message.location();
    errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
