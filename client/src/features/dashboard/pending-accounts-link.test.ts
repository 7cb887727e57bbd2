import { loginPath, pendingAccountsPath } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { readListParams } from '../../lib/list-params';
import { userListChoices } from '../users/user-groups';
import { chooseTab, dashboardTabs } from './dashboard-tabs';

// The client writes its own addresses, to keep them out of every page's shared scripts; these tests hold the
// e-mail's links to them.
describe("the links in the server's e-mail", () => {
  it('to log in open the login page', () => {
    expect(loginPath).toBe(paths.login.getHref());
  });

  it('to the account requests open the dashboard on User Management, Pending Approval', () => {
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
