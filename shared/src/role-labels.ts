import type { RoleName } from './visibility-choices';

// A module of its own: every page loads the role names, while the account messages load with the account pages.

/** How each role reads to people, in User Management and in the e-mail about an account. */
export const roleLabels = {
  parent: 'Parent',
  teacher: 'Teacher',
  admin: 'Admin',
} as const satisfies Record<RoleName, string>;
