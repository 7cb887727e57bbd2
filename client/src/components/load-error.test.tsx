// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LoadError', () => {
  it('offers Try again that retries in place when the list can load itself again', async () => {
    const retry = vi.fn();
    render(<LoadError message="Failed to load files" onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to load files')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers Retry with what went wrong when only a reload can help', () => {
    render(<LoadError message="Failed to load content" error={new Error('HTTP 500')} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('HTTP 500')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
