// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, expect, it } from 'vitest';
import type { ManagedUser } from '../user-groups';
import { PendingUsers } from './pending-users';

afterEach(cleanup);

const waiting = (name: string, fields: Partial<ManagedUser>): ManagedUser => ({
  id: name,
  name,
  email: `${name.toLowerCase()}@example.org`,
  emailVerified: true,
  enrolledStudents: [],
  createdAt: '2026-09-14T15:00:00.000Z',
  role: 'parent',
  status: 'pending',
  approvedAt: null,
  approvedByName: null,
  ...fields,
});

function renderPending(users: ManagedUser[]) {
  render(
    <PendingUsers
      users={users}
      busy={false}
      rows={{ ref: createRef<HTMLTableSectionElement>(), onFocus: () => {} }}
      onApprove={() => {}}
      onConfirm={() => {}}
    />,
  );
  const table = screen.getByRole('table', { name: 'Accounts waiting for approval' });
  const cellsOf = (name: string) => {
    const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
    return within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  };
  return { table, cellsOf };
}

it('says for each account waiting whether its address is confirmed and whom approving it would reveal', () => {
  const { table, cellsOf } = renderPending([
    waiting('Ana', { enrolledStudents: ['Leo Diaz', 'Mia Diaz'] }),
    waiting('Ben', { emailVerified: false }),
  ]);
  expect(within(table).getByRole('columnheader', { name: 'Students under this address' })).toBeTruthy();
  expect(cellsOf('Ana').slice(0, 2)).toEqual(['ana@example.orgConfirmed', 'Leo DiazMia Diaz']);
  expect(cellsOf('Ben').slice(0, 2)).toEqual(['ben@example.orgNot confirmed yet', 'None']);
  // The names are a list, so a screen reader says how many students there are.
  expect(
    within(table)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Leo Diaz', 'Mia Diaz']);
});
