import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '@coop/contract';
import { jsonDocuments, restoreJsonDocuments } from '../../../content/content-store';
import { EnrollmentForm } from './enrollment-form';

// The form lists a later term the office opened under its name, says when it opens, and takes nothing from it until
// then; a term not opened is not listed.

let saved: ReturnType<typeof jsonDocuments>;

beforeEach(() => {
  saved = jsonDocuments();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ readAt: new Date().toISOString(), classes: [] })),
  );
});
afterEach(() => {
  cleanup();
  restoreJsonDocuments(saved);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function withTerms(...terms: object[]) {
  const catalog = saved['catalog.json'] as Catalog;
  const fallClasses = catalog.classes.slice(0, 2).map((item) => ({ ...item, key: `${item.key}_fall_2027` }));
  restoreJsonDocuments({
    ...saved,
    'catalog.json': {
      ...catalog,
      terms: terms.map((term, i) => ({
        start: `2027-0${8 + i}-17`,
        end: `2027-12-1${i}`,
        breaks: [],
        classes: fallClasses.map((item) => ({ ...item, key: `${item.key}_${i}` })),
        ...term,
      })),
    },
  });
}

function renderForm() {
  render(
    <MemoryRouter>
      <EnrollmentForm />
    </MemoryRouter>,
  );
}

describe('terms on the enrollment form', () => {
  it('lists one term as before, with no term names', () => {
    renderForm();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: /Reading \(Grade 1\)/ })).toHaveLength(1);
  });

  it('names each term, says when a later one opens and offers none of its classes before then', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-01T15:00:00Z') });
    withTerms(
      { name: 'Fall 2027', registration: { returning: '2027-03-01T09:00', everyone: '2027-03-15T09:00' } },
      { name: 'Spring 2028' },
    );
    renderForm();
    const fall = await screen.findByRole('group', { name: 'Fall 2027' });
    await waitFor(() =>
      expect(
        within(fall).getByText(
          'Registration for Fall 2027 opens to returning families on March 1, 2027 at 9:00 AM and to everyone on March 15, 2027 at 9:00 AM.',
        ),
      ).toBeDefined(),
    );
    expect(within(fall).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('group', { name: '2026–27' })).toBeDefined();
    // Not opened by the office: not on the form at all.
    expect(screen.queryByRole('group', { name: 'Spring 2028' })).toBeNull();
  });

  it("offers a later term's classes while it is open to returning families: the server tells a new family apart", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-02T15:00:00Z') });
    withTerms({ name: 'Fall 2027', registration: { returning: '2027-03-01T09:00', everyone: '2027-03-15T09:00' } });
    renderForm();
    const fall = await screen.findByRole('group', { name: 'Fall 2027' });
    await waitFor(() =>
      expect(
        within(fall).getByText(
          'Registration for Fall 2027 is open to returning families now, and opens to everyone on March 15, 2027 at 9:00 AM.',
        ),
      ).toBeDefined(),
    );
    expect(
      within(fall)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['reading_1st_fall_2027_0', 'reading_2nd_fall_2027_0']);
  });
});
