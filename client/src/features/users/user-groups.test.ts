import { describe, expect, it } from 'vitest';
import type { UserStatus } from '../../graphql/graphql';
import { groupUsers, type ManagedUser } from './user-groups';

function user(id: string, status: UserStatus): ManagedUser {
  return {
    id,
    name: `User ${id}`,
    email: `${id}@example.org`,
    role: 'parent',
    status,
    createdAt: '2025-01-01T00:00:00.000Z',
    approvedAt: null,
    approvedBy: null,
  };
}

describe('groupUsers', () => {
  it('puts approved and reset-required accounts together, keeping the order', () => {
    const groups = groupUsers([
      user('1', 'pending'),
      user('2', 'approved'),
      user('3', 'password_reset_required'),
      user('4', 'rejected'),
      user('5', 'pending'),
    ]);
    expect(groups.pending.map((each) => each.id)).toEqual(['1', '5']);
    expect(groups.approved.map((each) => each.id)).toEqual(['2', '3']);
    expect(groups.rejected.map((each) => each.id)).toEqual(['4']);
  });

  it('gives three empty groups for no accounts', () => {
    expect(groupUsers([])).toEqual({ pending: [], approved: [], rejected: [] });
  });
});
