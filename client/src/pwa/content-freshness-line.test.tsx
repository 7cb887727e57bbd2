import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentCheckedMessage, type ContentCheck } from './content-check';
import { ContentFreshnessLine } from './content-freshness-line';

const HOUR = 60 * 60 * 1000;
let stored: ContentCheck | undefined;
let worker: EventTarget & { controller: object | null };

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const record = (checkedAgo: number, refreshedAgo = 48 * HOUR, revision = 2): ContentCheck => ({
  revision,
  changed_at: '2026-11-01T00:00:00Z',
  checked_at: ago(checkedAgo),
  refreshed_at: ago(refreshedAgo),
});

beforeEach(() => {
  // Cache Storage holding only the worker's record of its content check, as the page reads it.
  vi.stubGlobal('caches', {
    open: async () => ({ match: async () => (stored ? new Response(JSON.stringify(stored)) : undefined) }),
  });
  worker = Object.assign(new EventTarget(), { controller: {} as object | null });
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  // The page opened a moment ago.
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - 2000);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stored = undefined;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const line = () => document.querySelector('.content-freshness')!;

async function drawn() {
  render(<ContentFreshnessLine />);
  await act(async () => {});
}

async function workerChecked(next: ContentCheck) {
  stored = next;
  await act(async () => {
    worker.dispatchEvent(new MessageEvent('message', { data: { type: contentCheckedMessage } }));
  });
}

describe('ContentFreshnessLine', () => {
  it('offline, gives the age of the copy kept on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stored = record(3 * HOUR);
    await drawn();
    expect(line().textContent).toBe('Offline copy from 3 hours ago');
  });

  it('online, says "Updated just now" once the worker has confirmed the content', async () => {
    stored = record(3 * HOUR);
    await drawn();
    expect(line().textContent).toBe('Offline copy from 3 hours ago');
    await workerChecked(record(1000));
    expect(line().textContent).toBe('Updated just now');
  });

  it('offers to reload when the worker has saved newer content since the page opened', async () => {
    stored = record(500);
    await drawn();
    expect(line().textContent).toBe('Updated just now');
    await workerChecked(record(500, 100, 3));
    expect(line().textContent).toContain('This page has changed since it was saved on this device.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('knows of a change made before it was drawn (the home page draws its schedule late)', async () => {
    stored = record(1500, 1000, 3);
    await drawn();
    expect(line().textContent).toContain('This page has changed since it was saved on this device.');
  });

  it('turns "Updated just now" into the age of the copy when the connection drops', async () => {
    stored = record(1000);
    await drawn();
    expect(line().textContent).toBe('Updated just now');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(line().textContent).toBe('Offline copy from less than a minute ago');
  });

  it('on a page the server sent, online, says "Updated just now"', async () => {
    worker.controller = null;
    await drawn();
    expect(line().textContent).toBe('Updated just now');
  });
});
