import { describe, expect, it } from 'vitest';
import { memberAreaTabs } from '@coop/contract';
import { areaTabAt, memberAreaAddresses, memberAreaAt } from './member-area-paths';

describe('memberAreaAddresses', () => {
  it("lists an area's own address and one per tab, the first tab first", () => {
    expect(memberAreaAddresses('office')).toEqual([
      '/secure/office',
      '/secure/office/enrollments',
      '/secure/office/families',
      '/secure/office/terms',
      '/secure/office/fees',
      '/secure/office/agreements',
      '/secure/office/submissions',
      '/secure/office/accounts',
      '/secure/office/treasurer',
    ]);
    expect(memberAreaAddresses('system')).toEqual([
      '/secure/system',
      '/secure/system/outbox',
      '/secure/system/trash',
      '/secure/system/backups',
    ]);
  });

  it('gives an area of one panel its one address', () => {
    expect(memberAreaAddresses('family')).toEqual(['/secure/family']);
    expect(memberAreaTabs('classes')).toEqual([]);
  });
});

describe('areaTabAt', () => {
  it('names the tab an address asks for, with its label', () => {
    expect(areaTabAt('office', '/secure/office/submissions')).toEqual({
      id: 'submissions',
      label: 'Submissions',
      roles: ['admin'],
    });
    expect(areaTabAt('site', '/secure/site/schedule/')).toEqual({
      id: 'schedule',
      label: 'Schedule',
      roles: ['admin', 'teacher'],
    });
  });

  it("gives a tab open to fewer roles than its area those roles, and the others its area's", () => {
    expect(memberAreaTabs('messages')).toEqual([
      { id: 'inbox', label: 'Inbox', roles: ['admin', 'teacher', 'parent'] },
      { id: 'write', label: 'Write', roles: ['admin', 'teacher'] },
      { id: 'sent', label: 'Sent', roles: ['admin', 'teacher'] },
    ]);
  });

  it("names none for the area's bare address, an unknown tab or another area's tab", () => {
    expect(areaTabAt('office', '/secure/office')).toBeUndefined();
    expect(areaTabAt('office', '/secure/office/outbox')).toBeUndefined();
    expect(areaTabAt('system', '/secure/office/enrollments')).toBeUndefined();
  });
});

describe('memberAreaAt', () => {
  it('finds the area of its own address and of each of its tabs', () => {
    expect(memberAreaAt('/secure/dashboard')).toBe('dashboard');
    expect(memberAreaAt('/secure/office')).toBe('office');
    expect(memberAreaAt('/secure/office/enrollments')).toBe('office');
    expect(memberAreaAt('/secure/system/backups/')).toBe('system');
    expect(memberAreaAt('/secure/family')).toBe('family');
  });

  it('finds none for a public page, an unknown tab or an address that only begins like an area', () => {
    expect(memberAreaAt('/classes')).toBeUndefined();
    expect(memberAreaAt('/secure/office/nonsense')).toBeUndefined();
    expect(memberAreaAt('/secure/officers')).toBeUndefined();
  });
});
