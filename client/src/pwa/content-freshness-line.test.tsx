import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentCheck } from './content-check';
import { swMessageTypes } from './pwa-messages';

const HOUR = 60 * 60 * 1000;
let stored: ContentCheck | undefined;
let worker: EventTarget & { controller: object | null };

/** Cache Storage holding only the worker's record of the content check, as the page reads it. */
function fakeCaches() {
  return {
    open: async () => ({
      match: async () => (stored ? new Response(JSON.stringify(stored)) : undefined),
    }),
  };
}

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches());
  worker = Object.assign(new EventTarget(), { controller: {} as object | null });
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stored = undefined;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const line = () => document.querySelector('.content-freshness')!;

/** A page starting: it follows the content's freshness from its first moment (a fresh module each time). */
async function opened() {
  vi.resetModules();
  const { followContentFreshness } = await import('./content-freshness-store');
  const { ContentFreshnessLine } = await import('./content-freshness-line');
  followContentFreshness();
  render(<ContentFreshnessLine />);
  await act(async () => {});
}

describe('ContentFreshnessLine', () => {
  it('offline, gives the age of the copy kept on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stored = {
      revision: 2,
      changed_at: '2026-11-01T00:00:00Z',
      checked_at: new Date(Date.now() - 3 * HOUR).toISOString(),
    };
    await opened();
    expect(line().textContent).toBe('Offline copy from 3 hours ago');
  });

  it('online, says "Updated just now" once the worker finds the content unchanged', async () => {
    stored = {
      revision: 2,
      changed_at: '2026-11-01T00:00:00Z',
      checked_at: new Date(Date.now() - 3 * HOUR).toISOString(),
    };
    await opened();
    expect(line().textContent).toBe('Offline copy from 3 hours ago');
    await act(async () => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: swMessageTypes.contentChecked, revision: 2 } }));
    });
    expect(line().textContent).toBe('Updated just now');
  });

  it('offers to reload when the worker has fetched newer content than the page shows', async () => {
    stored = { revision: 2, changed_at: '2026-11-01T00:00:00Z', checked_at: new Date().toISOString() };
    await opened();
    expect(line().textContent).toBe('Updated just now');
    await act(async () => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: swMessageTypes.contentChecked, revision: 5 } }));
    });
    expect(line().textContent).toContain('This page has changed since it was saved on this device.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('hears a check made before the schedule was drawn', async () => {
    stored = {
      revision: 2,
      changed_at: '2026-11-01T00:00:00Z',
      checked_at: new Date(Date.now() - 3 * HOUR).toISOString(),
    };
    vi.resetModules();
    const { followContentFreshness } = await import('./content-freshness-store');
    followContentFreshness();
    await act(async () => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: swMessageTypes.contentChecked, revision: 3 } }));
    });
    const { ContentFreshnessLine } = await import('./content-freshness-line');
    render(<ContentFreshnessLine />);
    expect(line().textContent).toContain('This page has changed since it was saved on this device.');
  });

  it('turns "Updated just now" into the age of the copy when the connection drops', async () => {
    worker.controller = null;
    await opened();
    expect(line().textContent).toBe('Updated just now');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(line().textContent).toBe('Offline copy from less than a minute ago');
  });
});
