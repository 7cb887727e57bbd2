import { pendingAccountsPath } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { readListParams } from '../../lib/list-params';
import { userListChoices } from '../users/user-groups';
import { chooseTab, dashboardTabs } from './dashboard-tabs';

describe("the link in the administrators' account request e-mail", () => {
  it('opens the dashboard on User Management, Pending Approval', () => {
    const link = new URL(pendingAccountsPath, 'https://coop.example');
    expect(link.pathname).toBe(paths.dashboard.getHref());
    expect(chooseTab(link.searchParams.get('tab'), dashboardTabs('admin', false))).toEqual({
      tab: 'users',
      listed: true,
    });
    expect(link.searchParams.get('group')).toBe('pending');
    // Pending Approval is the list's default, so the address reads as it.
    expect(readListParams(link.searchParams, userListChoices).group).toBeUndefined();
  });
});
