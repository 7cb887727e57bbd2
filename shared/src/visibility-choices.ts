// The client's share forms read the same table as the server's services.

/** The roles an account can have; the server's Role enum has exactly these values. */
export type RoleName = 'parent' | 'teacher' | 'admin';
/** Who may see a shared file or link; the server's Visibility enum has exactly these values. */
export type VisibilityName = 'everyone' | 'teachers_and_admins' | 'admin_only';

/** What each role sees; a role may choose, when sharing, exactly what it sees. */
export const visibleToRole = {
  parent: ['everyone'],
  teacher: ['everyone', 'teachers_and_admins'],
  admin: ['everyone', 'teachers_and_admins', 'admin_only'],
} as const satisfies Record<RoleName, readonly VisibilityName[]>;

/** Parents share nothing. */
export const sharingRoleNames = ['teacher', 'admin'] as const satisfies readonly RoleName[];
