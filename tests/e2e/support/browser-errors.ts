import type { Page } from '@playwright/test';

// Collects what a careful user would see in DevTools: console errors (CSP
// violations and React's hydration errors are reported there) and uncaught
// page errors.
export function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
