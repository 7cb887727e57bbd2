import { sharingRoleNames, visibleToRole } from '@coop/contract';
import type { Role, Visibility } from '../graphql/graphql';

/** The visibility options as members see them. */
export const visibilityLabels: Record<Visibility, string> = {
  everyone: 'Parents, teachers and admins',
  teachers_and_admins: 'Staff Only',
  admin_only: 'Admins Only',
};

/** What a role may choose when sharing: the server's own table (admin_only for admins only). */
export function visibilityChoices(role: Role): readonly Visibility[] {
  return visibleToRole[role];
}

/** Teachers and admins share and delete files and links; parents do not. */
export function canShare(role: Role): boolean {
  return (sharingRoleNames as readonly Role[]).includes(role);
}
