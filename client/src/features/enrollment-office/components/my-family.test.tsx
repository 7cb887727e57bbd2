// @vitest-environment happy-dom
import { enrollmentOfficeMessages } from '@coop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithGraphql } from '../test-graphql';
import { MyFamily } from './my-family';

afterEach(cleanup);

const at = '2026-11-20T15:00:00.000Z';
const placement = (placementId: string, classTitle: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'FamilyPlacement',
  placementId,
  classKey: placementId,
  classTitle,
  status: 'held',
  since: at,
  waitlistPosition: null,
  reason: null,
  history: [{ __typename: 'PlacementEvent', at, from: null, to: 'held', by: 'Enrollment form', reason: null }],
  ...fields,
});

const family = {
  myFamily: [
    {
      __typename: 'FamilyStudent',
      studentName: 'Ana Diaz',
      studentBirthday: '2019-03-04',
      placements: [
        placement('reading', 'Reading (Grade 1)'),
        placement('art', 'Art', { status: 'waitlisted', waitlistPosition: 3 }),
        placement('music', 'Music', { status: 'declined', reason: 'Class cancelled' }),
      ],
    },
  ],
};

it("shows each student's classes with status, waitlist position, reason and history", async () => {
  renderWithGraphql(<MyFamily />, { MyFamily: () => family });
  const ana = await screen.findByRole('region', { name: 'Ana Diaz' });
  expect(within(ana).getByRole('heading', { name: 'Reading (Grade 1)' })).toBeTruthy();
  expect(within(ana).getByText('Waitlisted')).toBeTruthy();
  expect(within(ana).getByText('3')).toBeTruthy();
  expect(within(ana).getByText('Class cancelled')).toBeTruthy();
  expect(within(ana).getAllByText('Enrollment form', { exact: false })).toHaveLength(3);
  // Withdrawing is offered while a place is held or waited for, not once it is declined.
  expect(within(ana).getByRole('button', { name: 'Withdraw Ana Diaz from Reading (Grade 1)' })).toBeTruthy();
  expect(within(ana).getByRole('button', { name: 'Withdraw Ana Diaz from Art' })).toBeTruthy();
  expect(within(ana).queryByRole('button', { name: 'Withdraw Ana Diaz from Music' })).toBeNull();
});

it('withdraws after the confirmation the plan words, and says so', async () => {
  const { sent } = renderWithGraphql(<MyFamily />, {
    MyFamily: () => family,
    WithdrawMyPlacement: (variables) => ({
      withdrawMyPlacement: { __typename: 'FamilyPlacement', placementId: variables.placementId, status: 'withdrawn' },
    }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Ana Diaz from Art' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw from this class?' });
  expect(
    within(dialog).getByText('Withdraw Ana Diaz from Art? The seat goes to the next family on the waitlist.'),
  ).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() =>
    expect(sent.find((each) => each.operation === 'WithdrawMyPlacement')?.variables).toEqual({ placementId: 'art' }),
  );
  expect(await screen.findByText('Ana Diaz in Art is now withdrawn.')).toBeTruthy();
});

it("keeps the confirmation open with the server's message when the withdrawal is refused", async () => {
  renderWithGraphql(<MyFamily />, {
    MyFamily: () => family,
    WithdrawMyPlacement: () => ({ error: 'Placement not found' }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Ana Diaz from Art' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw from this class?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(await within(dialog).findByText('Placement not found')).toBeTruthy();
});

it("shows the plan's empty state when no enrollment uses the account's e-mail", async () => {
  renderWithGraphql(<MyFamily />, { MyFamily: () => ({ myFamily: [] }) });
  expect(await screen.findByText(enrollmentOfficeMessages.familyEmpty)).toBeTruthy();
});
