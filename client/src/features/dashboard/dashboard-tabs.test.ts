import { describe, expect, it } from 'vitest';
import { chooseTab, dashboardTabs, movedTabAddress } from './dashboard-tabs';

const labels = (tabs: ReturnType<typeof dashboardTabs>) => tabs.map((tab) => tab.label);

// Each role's tabs are written out here on purpose, as an oracle (the end-to-end tests keep their own list in
// tests/e2e/support/dashboard-tabs.ts): a change of tabs has to be made in the code and in both tests.

describe('dashboardTabs', () => {
  it("gives parents and teachers the spec's three shared tabs", () => {
    for (const role of ['parent', 'teacher'] as const) {
      expect(labels(dashboardTabs(role, false))).toEqual(['File Sharing', 'Link Sharing', 'Change Password']);
    }
  });

  it('adds User Management for admins', () => {
    expect(labels(dashboardTabs('admin', false))).toEqual([
      'File Sharing',
      'Link Sharing',
      'Change Password',
      'User Management',
    ]);
  });

  it('shows only the required password tab while a reset is required, whatever the role', () => {
    for (const role of ['parent', 'teacher', 'admin'] as const) {
      expect(dashboardTabs(role, true)).toEqual([{ id: 'password', label: 'Change Password (Required)' }]);
    }
  });
});

describe('chooseTab', () => {
  const parentTabs = dashboardTabs('parent', false);
  const adminTabs = dashboardTabs('admin', false);

  it('opens the tab named in the address when the viewer has it', () => {
    expect(chooseTab('links', parentTabs)).toEqual({ tab: 'links', listed: true });
    expect(chooseTab('password', dashboardTabs('teacher', false))).toEqual({ tab: 'password', listed: true });
    expect(chooseTab('users', adminTabs)).toEqual({ tab: 'users', listed: true });
  });

  it('falls back to the first tab for a missing or unknown name', () => {
    expect(chooseTab(null, parentTabs)).toEqual({ tab: 'files', listed: true });
    expect(chooseTab('nonsense', adminTabs)).toEqual({ tab: 'files', listed: true });
  });

  it("leaves the administrators' User Management asked for by anyone else to its guard", () => {
    expect(chooseTab('users', parentTabs)).toEqual({ tab: 'users', listed: false });
    expect(chooseTab('users', dashboardTabs('teacher', false))).toEqual({ tab: 'users', listed: false });
  });

  it('keeps a user who must change the password on that tab', () => {
    expect(chooseTab('users', dashboardTabs('parent', true))).toEqual({ tab: 'password', listed: true });
    expect(chooseTab('files', dashboardTabs('admin', true))).toEqual({ tab: 'password', listed: true });
  });
});

describe('movedTabAddress', () => {
  const moved = (query: string) => movedTabAddress(new URLSearchParams(query));

  it('sends each tab that moved to its area, written out here as the oracle', () => {
    expect(moved('tab=enrollments')).toBe('/secure/office/enrollments');
    expect(moved('tab=submissions')).toBe('/secure/office/submissions');
    expect(moved('tab=classes')).toBe('/secure/classes');
    expect(moved('tab=family')).toBe('/secure/family');
    expect(moved('tab=site')).toBe('/secure/site/content');
    expect(moved('tab=schedule')).toBe('/secure/site/schedule');
    expect(moved('tab=outbox')).toBe('/secure/system/outbox');
    expect(moved('tab=trash')).toBe('/secure/system/trash');
  });

  it('keeps the rest of the query, in its order', () => {
    expect(moved('tab=enrollments&class=math_1st')).toBe('/secure/office/enrollments?class=math_1st');
    expect(moved('print=all&tab=enrollments&search=Ann+Lee')).toBe(
      '/secure/office/enrollments?print=all&search=Ann+Lee',
    );
    expect(moved('tab=site&section=pages&key=classes%2Fgrade3.md')).toBe(
      '/secure/site/content?section=pages&key=classes%2Fgrade3.md',
    );
  });

  it("leaves the dashboard's own tabs, a missing tab and an unknown one on the dashboard", () => {
    for (const query of ['tab=files', 'tab=links', 'tab=password', 'tab=users&group=pending', '', 'tab=toString']) {
      expect(moved(query)).toBeNull();
    }
  });
});
