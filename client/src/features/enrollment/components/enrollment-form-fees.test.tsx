import { catalogTerms, classTitle, type PublicFeesReply } from '@coop/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../config/catalog';
import { EnrollmentForm } from './enrollment-form';

// The same fees as the server's test that holds the ledger's balance equal to this form's total for the same
// choices (server/src/modules/ledger/fee-settings.test.ts): what the form shows here is what the account will show.
const byKey = (key: string) => catalog().classes.find((item) => item.key === key)!;
const reading = byKey('reading_1st');
const math = byKey('math_1st');
const science = byKey('science_1st_2nd');
const termKey = catalogTerms(catalog())[0].key;
const fees: PublicFeesReply = {
  terms: [
    {
      termKey,
      dues: 2_500,
      secondChildPercent: 10,
      laterChildPercent: 20,
      installments: [],
      feesKeptAfter: null,
      depositReleaseDays: null,
    },
  ],
  classes: [
    { classKey: reading.key, classFee: 12_345, supplyFee: 1_005, deposit: 5_000 },
    { classKey: math.key, classFee: 9_999, supplyFee: 0, deposit: 1 },
    { classKey: science.key, classFee: 0, supplyFee: 0, deposit: 0 },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json(url.endsWith('/class-fees') ? fees : { readAt: new Date().toISOString(), classes: [] }),
    ),
  );
  render(
    <MemoryRouter>
      <EnrollmentForm />
    </MemoryRouter>,
  );
}

describe('EnrollmentForm fees', () => {
  it('shows each chosen class’s fees, the dues and the total before sending', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('group', { name: 'Fees' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Student Name/ }), 'Ada Lovelace');
    // Wait for the fees, then choose.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/class-fees'));
    await user.click(screen.getByRole('checkbox', { name: reading.label }));
    const summary = await screen.findByRole('group', { name: 'Fees' });
    const rows = () =>
      within(summary)
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(rows()).toEqual([
      'Household dues$25.00',
      `Class fee: ${classTitle(reading)}, Ada Lovelace$123.45`,
      `Supply fee: ${classTitle(reading)}, Ada Lovelace$10.05`,
      'Total$158.50',
    ]);
    await user.click(screen.getByRole('checkbox', { name: math.label }));
    await user.click(screen.getByRole('checkbox', { name: science.label }));
    expect(within(summary).getByRole('row', { name: /^Total/ }).textContent).toBe('Total$258.49');
    expect(summary.textContent).toContain('Deposits of $50.01 are due as soon as a seat is held');
    // Typing and three clicks through the whole form take a few seconds on a busy machine.
  }, 20_000);
});
