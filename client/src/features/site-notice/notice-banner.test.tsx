import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreJsonDocuments } from '../../content/content-store';
import { setRenderedAt } from '../../lib/today';
import { fillContentStore } from '../../test-support/content';
import { NoticeBanner } from './notice-banner';
import { isNoticeShown } from './site-notice';

const notice = { text: 'The co-op is closed on Friday for snow.', expires_at: '2026-12-04T18:00:00.000Z' };

function withNotice(value: typeof notice | null) {
  restoreJsonDocuments({ 'notice.json': value });
}

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await fillContentStore();
});

describe('isNoticeShown', () => {
  it('shows a notice until the moment it expires, and never an empty or undated one', () => {
    expect(isNoticeShown(notice, new Date('2026-12-04T17:59:59.999Z'))).toBe(true);
    expect(isNoticeShown(notice, new Date('2026-12-04T18:00:00.000Z'))).toBe(false);
    expect(isNoticeShown(null, new Date('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isNoticeShown({ ...notice, text: '  ' }, new Date('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isNoticeShown({ ...notice, expires_at: 'soon' }, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('the site notice', () => {
  it('is a region named "Site notice" with the text, and is absent without a notice or once expired', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T12:00:00Z'), toFake: ['Date'] });
    withNotice(notice);
    const { unmount } = render(<NoticeBanner />);
    expect(screen.getByRole('region', { name: 'Site notice' })).toHaveProperty('textContent', notice.text);
    unmount();

    withNotice(null);
    render(<NoticeBanner />);
    expect(screen.queryByRole('region', { name: 'Site notice' })).toBeNull();
    cleanup();

    vi.setSystemTime(new Date('2026-12-05T00:00:00Z'));
    withNotice(notice);
    render(<NoticeBanner />);
    expect(screen.queryByRole('region', { name: 'Site notice' })).toBeNull();
  });

  it('hydrates the pre-rendered notice without a mismatch, then hides it when it expired since', async () => {
    withNotice(notice);
    setRenderedAt('2026-12-04T09:00:00.000Z');
    vi.useFakeTimers({ now: new Date('2026-12-04T09:00:00.000Z'), toFake: ['Date'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NoticeBanner />);
    document.body.append(container);
    expect(container.textContent).toBe(notice.text);

    // The visitor opens the page after the notice expired.
    vi.setSystemTime(new Date('2026-12-04T19:00:00.000Z'));
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <NoticeBanner />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[aria-label="Site notice"]')).toBeNull();
    container.remove();
  });

  it('disappears from an open page at the moment it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-04T17:59:00.000Z') });
    withNotice(notice);
    render(<NoticeBanner />);
    expect(screen.getByRole('region', { name: 'Site notice' })).toBeDefined();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('region', { name: 'Site notice' })).toBeNull();
  });
});
