import { sharingRoleNames, visibleToRole } from '@coop/contract';
import type { Choice } from '../components/list-filters';
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

/** A list's audience filter: "All", then each audience. */
export const visibilityFilterChoices: ReadonlyArray<Choice<Visibility | 'all'>> = [
  { value: 'all', label: 'All' },
  ...(Object.entries(visibilityLabels) as Array<[Visibility, string]>).map(([value, label]) => ({ value, label })),
];

/** The audience filter as `role` sees it: only the audiences it can see, and none when that is one. */
export function visibilityFilterFor(role: Role): ReadonlyArray<Choice<Visibility | 'all'>> {
  const seen = visibilityChoices(role);
  if (seen.length < 2) return [];
  return visibilityFilterChoices.filter((choice) => choice.value === 'all' || seen.includes(choice.value));
}
