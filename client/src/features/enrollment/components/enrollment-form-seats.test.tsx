import type { ClassSeatsReply } from '@coop/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../config/catalog';
import { classSeatsStorageKey } from '../class-seats';
import { EnrollmentForm } from './enrollment-form';
import { fillContentStore } from '../../../test-support/content';

const [reading, secondReading] = catalog().classes;
const reply: ClassSeatsReply = {
  readAt: '2026-11-25T22:05:00.000Z',
  classes: [
    { key: reading.key, seats: 12, left: 3, waitlisted: 0 },
    { key: secondReading.key, seats: 12, left: 0, waitlisted: 2 },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
});

function renderForm() {
  render(
    <MemoryRouter>
      <EnrollmentForm />
    </MemoryRouter>,
  );
}

describe('EnrollmentForm seats', () => {
  it('describes each class checkbox by its seats left or the waitlist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(reply)),
    );
    renderForm();
    const box = screen.getByRole('checkbox', { name: reading.label });
    await screen.findByText('3 seats left');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('3 seats left');
    const full = screen.getByRole('checkbox', { name: secondReading.label });
    expect(document.getElementById(full.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Full — you will join the waitlist',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offline, shows the kept seats and when they were read', async () => {
    localStorage.setItem(classSeatsStorageKey, JSON.stringify(reply));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderForm();
    await screen.findByText('3 seats left');
    expect(screen.getByRole('status').textContent).toMatch(/^Seats as of Nov 25, 2026, 4:05\sPM\.$/);
  });

  it('shows no seats and asks for none when a form provider takes the enrollments', async () => {
    vi.stubEnv('FORM_ENDPOINT_ENROLLMENT', 'https://provider.example/f/enrollment');
    vi.resetModules();
    await fillContentStore();
    const { EnrollmentForm: ProviderForm } = await import('./enrollment-form');
    const fetchMock = vi.fn(async () => Response.json(reply));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <ProviderForm />
      </MemoryRouter>,
    );
    expect(screen.getByRole('checkbox', { name: reading.label }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    // Once React has run the form's effects, where the seats would be asked for, none were.
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
