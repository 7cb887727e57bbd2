import { describe, expect, it } from 'vitest';
import { chooseTab, dashboardTabs } from './dashboard-tabs';

const labels = (tabs: ReturnType<typeof dashboardTabs>) => tabs.map((tab) => tab.label);

// Each role's tabs are written out here on purpose, as an oracle (the end-to-end tests keep their own list in
// tests/e2e/support/dashboard-tabs.ts): a change of tabs has to be made in the code and in both tests.

describe('dashboardTabs', () => {
  it('gives parents the three shared tabs and My family', () => {
    expect(labels(dashboardTabs('parent', false))).toEqual([
      'File Sharing',
      'Link Sharing',
      'Change Password',
      'My family',
    ]);
  });

  it('gives teachers the three shared tabs, My classes, Schedule and Site content', () => {
    expect(labels(dashboardTabs('teacher', false))).toEqual([
      'File Sharing',
      'Link Sharing',
      'Change Password',
      'My classes',
      'Schedule',
      'Site content',
    ]);
  });

  it('adds User Management, Submissions, Trash, Outbox, Enrollments, Schedule and Site content for admins', () => {
    expect(labels(dashboardTabs('admin', false))).toEqual([
      'File Sharing',
      'Link Sharing',
      'Change Password',
      'User Management',
      'Submissions',
      'Trash',
      'Outbox',
      'Enrollments',
      'Schedule',
      'Site content',
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
    expect(chooseTab('users', adminTabs)).toEqual({ tab: 'users', listed: true });
    expect(chooseTab('enrollments', adminTabs)).toEqual({ tab: 'enrollments', listed: true });
    expect(chooseTab('family', parentTabs)).toEqual({ tab: 'family', listed: true });
    expect(chooseTab('classes', dashboardTabs('teacher', false))).toEqual({ tab: 'classes', listed: true });
  });

  it('falls back to the first tab for a missing or unknown name', () => {
    expect(chooseTab(null, parentTabs)).toEqual({ tab: 'files', listed: true });
    expect(chooseTab('nonsense', adminTabs)).toEqual({ tab: 'files', listed: true });
  });

  it("leaves an administrators' tab asked for by anyone else to its guard", () => {
    expect(chooseTab('users', parentTabs)).toEqual({ tab: 'users', listed: false });
    expect(chooseTab('submissions', dashboardTabs('teacher', false))).toEqual({ tab: 'submissions', listed: false });
    expect(chooseTab('trash', dashboardTabs('teacher', false))).toEqual({ tab: 'trash', listed: false });
    expect(chooseTab('enrollments', parentTabs)).toEqual({ tab: 'enrollments', listed: false });
  });

  it("leaves a teacher's or a parent's own tab asked for by another role to its guard", () => {
    expect(chooseTab('classes', parentTabs)).toEqual({ tab: 'classes', listed: false });
    expect(chooseTab('family', adminTabs)).toEqual({ tab: 'family', listed: false });
    expect(chooseTab('family', dashboardTabs('teacher', false))).toEqual({ tab: 'family', listed: false });
    expect(chooseTab('site', parentTabs)).toEqual({ tab: 'site', listed: false });
    expect(chooseTab('site', dashboardTabs('teacher', false))).toEqual({ tab: 'site', listed: true });
  });

  it('keeps a user who must change the password on that tab', () => {
    expect(chooseTab('users', dashboardTabs('parent', true))).toEqual({ tab: 'password', listed: true });
    expect(chooseTab('files', dashboardTabs('admin', true))).toEqual({ tab: 'password', listed: true });
  });
});
