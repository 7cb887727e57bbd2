import { moneyMessages } from '@coop/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { OfficeAccounts } from './office-accounts';

afterEach(cleanup);

const householdId = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';

const account = (balance: number, lines: Record<string, unknown>[] = []) => ({
  __typename: 'OfficeAccount',
  householdId,
  name: 'The Rivera family',
  balance,
  dueNow: Math.max(balance, 0),
  lines,
  due: [],
});

const line = (fields: Record<string, unknown>) => ({
  __typename: 'OfficeAccountLine',
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  kind: 'class_fee',
  amount: 14_500,
  description: 'Class fee: Science, Sam Rivera',
  occurredOn: '2026-11-01',
  method: null,
  reference: null,
  note: null,
  createdByName: 'Co-op accounts',
  reversesId: null,
  reversedById: null,
  reversible: false,
  ...fields,
});

it('lists the households with their balances, says when none match, and says when they fail to load', async () => {
  renderWithGraphql(<OfficeAccounts />, {
    OfficeAccounts: ({ search }) =>
      search === 'nobody'
        ? { officeAccounts: [] }
        : search === 'broken'
          ? { error: 'The server is busy' }
          : {
              officeAccounts: [
                {
                  __typename: 'OfficeAccountSummary',
                  householdId,
                  name: 'The Rivera family',
                  students: ['Sam Rivera'],
                  balance: 14_500,
                },
              ],
            },
  });
  expect(screen.getByText('Loading the household accounts…')).toBeTruthy();
  const row = await screen.findByRole('row', { name: /The Rivera family/ });
  expect(row.textContent).toContain('$145.00 owed');

  const search = screen.getByLabelText('Search households by name, contact, guardian or student');
  fireEvent.change(search, { target: { value: 'nobody' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No household matches this search.')).toBeTruthy();

  fireEvent.change(search, { target: { value: 'broken' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('The server is busy')).toBeTruthy();
});

it('refuses a check without its number before sending, then records it and shows the lower balance', async () => {
  const { sent } = renderWithGraphql(
    <OfficeAccounts />,
    {
      OfficeAccount: () => ({ officeAccount: account(14_500, [line({})]) }),
      AccountTerms: () => ({ terms: [{ __typename: 'Term', key: '2026-27', name: '2026–27' }] }),
      RecordOfficePayment: ({ input }) => ({
        recordOfficePayment: account(12_000, [
          line({}),
          line({
            id: 'a1b2c3d4-0000-4000-8000-000000000002',
            kind: 'payment',
            amount: -2_500,
            description: `Check no. ${(input as { checkNumber: string }).checkNumber}`,
            reversible: true,
          }),
        ]),
      }),
    },
    `/dashboard?household=${householdId}`,
  );
  expect((await screen.findByTestId('account-balance')).textContent).toContain('$145.00 owed');
  expect(screen.queryByRole('button', { name: /Reverse Class fee/ })).toBeNull();

  const form = screen.getByRole('form', { name: 'Record cash or a check' });
  fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: '25' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await within(form).findByText(moneyMessages.checkNumberRequired)).toBeTruthy();
  expect(sent.some((each) => each.operation === 'RecordOfficePayment')).toBe(false);

  fireEvent.change(within(form).getByLabelText(/Check number/), { target: { value: '1042' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText('Payment recorded. Balance: $120.00 owed.')).toBeTruthy();
  expect(screen.getByTestId('account-balance').textContent).toContain('$120.00 owed');
  expect(screen.getByRole('button', { name: 'Reverse Check no. 1042, −$25.00' })).toBeTruthy();
  expect(sent.find((each) => each.operation === 'RecordOfficePayment')?.variables.input).toMatchObject({
    householdId,
    amount: '25',
    method: 'check',
    checkNumber: '1042',
  });
});
