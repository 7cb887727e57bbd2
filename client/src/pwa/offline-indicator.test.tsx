import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from './offline-indicator';
import { pwaMessages } from './pwa-messages';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OfflineIndicator', () => {
  it('says nothing online, shows the offline banner when the connection drops, and a note when it returns', () => {
    render(<OfflineIndicator />);
    expect(screen.queryByText(pwaMessages.offline)).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(pwaMessages.offline);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe(pwaMessages.backOnline);
  });

  it('starts with the banner when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineIndicator />);
    expect(screen.getByRole('status').textContent).toBe(pwaMessages.offline);
  });
});
