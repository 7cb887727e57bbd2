import { sharingRoleNames, visibleToRole, type RoleName, type VisibilityName } from '@coop/contract';
import { registerEnumType } from 'type-graphql';
import { AppError } from '../../errors';

/** Who may see a shared file or link: every approved account, teachers and admins, or admins only. */
export enum Visibility {
  everyone = 'everyone',
  teachers_and_admins = 'teachers_and_admins',
  admin_only = 'admin_only',
}

registerEnumType(Visibility, { name: 'Visibility' });

export const visibilities = Object.values(Visibility);

// The shared table names audiences as plain strings; this line stops compiling when the server's
// enum and those names part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<`${Visibility}`, VisibilityName>;

/** The shared table of choices, typed with the server's enums. */
export const visibleTo = visibleToRole as Record<RoleName, readonly Visibility[]>;

export const sharingRoles: readonly RoleName[] = sharingRoleNames;

export const visibilityMessages = {
  invalid: 'Please choose who can see it: everyone, teachers_and_admins or admin_only',
  notAllowed: 'Your role cannot share with that audience',
} as const;

/** Reads a visibility from outside (default everyone) and checks the sharer may choose it. */
export function parseVisibility(value: unknown, role: RoleName): Visibility {
  const visibility = value === undefined || value === null || value === '' ? Visibility.everyone : value;
  if (typeof visibility !== 'string' || !(visibilities as string[]).includes(visibility)) {
    throw new AppError('BAD_USER_INPUT', visibilityMessages.invalid, 'visibility');
  }
  if (!visibleTo[role].includes(visibility as Visibility)) {
    throw new AppError('FORBIDDEN', visibilityMessages.notAllowed, 'visibility');
  }
  return visibility as Visibility;
}
