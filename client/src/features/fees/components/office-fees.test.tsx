import { feeSettingsMessages, moneyMessages } from '@coop/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { OfficeFees } from './office-fees';

afterEach(cleanup);

const settings = (changes: { dues?: number; deposit?: number } = {}) => ({
  __typename: 'FeeSettings',
  termKey: '2026-27',
  termName: '2026–27',
  policy: {
    __typename: 'TermFees',
    termKey: '2026-27',
    dues: changes.dues ?? 0,
    secondChildPercent: 0,
    laterChildPercent: 0,
    installments: [],
    feesKeptAfter: null,
    depositReleaseDays: null,
    instructorPercent: 100,
  },
  classes: [
    {
      __typename: 'ClassFeesSetting',
      classKey: 'art',
      title: 'Art',
      classFee: 10_000,
      supplyFee: 1_500,
      deposit: changes.deposit ?? 0,
    },
  ],
});

function renderFees() {
  return renderWithGraphql(<OfficeFees />, {
    FeeTerms: () => ({ terms: [{ __typename: 'Term', key: '2026-27', name: '2026–27' }] }),
    FeeSettings: () => ({ feeSettings: settings() }),
    SaveTermFees: () => ({ saveTermFees: settings({ dues: 5_000 }) }),
    SaveClassFees: () => ({ saveClassFees: settings({ deposit: 3_000 }) }),
  });
}

it('checks the policy as the server does, then saves it in cents', async () => {
  const { sent } = renderFees();
  const form = await screen.findByRole('form', { name: 'Fee policy of 2026–27' });
  const dues = within(form).getByLabelText(/Household dues per term/);
  fireEvent.change(dues, { target: { value: '12.345' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add an installment' }));
  fireEvent.change(within(form).getByLabelText(/Installment 1: due on/), { target: { value: '2026-09-01' } });
  fireEvent.change(within(form).getByLabelText(/Installment 1: percent/), { target: { value: '60' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save the fee policy' }));
  expect(await within(form).findByText(moneyMessages.amountInvalid)).toBeTruthy();
  expect(within(form).getByText(moneyMessages.installmentsTotal)).toBeTruthy();
  expect(document.activeElement).toBe(dues);
  expect(sent.map((each) => each.operation)).not.toContain('SaveTermFees');

  fireEvent.change(dues, { target: { value: '$50' } });
  fireEvent.change(within(form).getByLabelText(/Installment 1: percent/), { target: { value: '100' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save the fee policy' }));
  expect(await screen.findByText(`2026–27: ${feeSettingsMessages.termFeesSaved}`)).toBeTruthy();
  expect(sent.find((each) => each.operation === 'SaveTermFees')?.variables.input).toMatchObject({
    termKey: '2026-27',
    dues: 5_000,
    installments: [{ dueOn: '2026-09-01', percent: 100 }],
    depositReleaseDays: null,
  });
  expect((dues as HTMLInputElement).value).toBe('50.00');
  // The first render loads the tab's code and styles, which takes long on a busy machine.
}, 20_000);

it('refuses a deposit above the class fee, then saves the class fees in cents', async () => {
  const { sent } = renderFees();
  const form = await screen.findByRole('form', { name: 'Class fees of 2026–27' });
  const deposit = within(form).getByLabelText('Deposit: Art');
  fireEvent.change(deposit, { target: { value: '100.01' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save the class fees' }));
  expect(await within(form).findByText(moneyMessages.depositAboveFees)).toBeTruthy();
  expect(sent.map((each) => each.operation)).not.toContain('SaveClassFees');

  fireEvent.change(deposit, { target: { value: '30' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save the class fees' }));
  expect(await screen.findByText(`2026–27: ${feeSettingsMessages.classFeesSaved}`)).toBeTruthy();
  expect(sent.find((each) => each.operation === 'SaveClassFees')?.variables).toEqual({
    termKey: '2026-27',
    classes: [{ classKey: 'art', classFee: 10_000, supplyFee: 1_500, deposit: 3_000 }],
  });
  expect(within(form).getByText('$115.00')).toBeTruthy();
});
