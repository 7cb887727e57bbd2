import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('Footer', () => {
  it('writes the year of the moment the page is rendered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    expect(renderToString(<Footer />)).toContain('2031');
  });

  it('shows the current year in the browser when the page was rendered in an earlier year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-31T12:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Footer />);
    document.body.append(container);
    expect(container.textContent).toContain('© 2025 ');

    vi.setSystemTime(new Date('2026-01-02T12:00:00Z'));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Footer />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toContain('© 2026 ');
    expect(container.textContent).not.toContain('2025');
    expect(errors).toEqual([]);
  });
});
