import { registerEnumType } from "type-graphql";
import { AppError } from "../../errors";
import { Role } from "../users/user.enums";

/** Who may see a shared file or link (CONTRACT, Visibility). */
export enum Visibility {
  everyone = "everyone",
  teachers_and_admins = "teachers_and_admins",
  admin_only = "admin_only",
}

registerEnumType(Visibility, { name: "Visibility" });

export const visibilities = Object.values(Visibility);

/** What each role sees; a role may choose, when sharing, exactly what it sees, and parents share nothing. */
export const visibleTo: Record<Role, readonly Visibility[]> = {
  [Role.parent]: [Visibility.everyone],
  [Role.teacher]: [Visibility.everyone, Visibility.teachers_and_admins],
  [Role.admin]: visibilities,
};

export const sharingRoles: readonly Role[] = [Role.teacher, Role.admin];

export const visibilityMessages = {
  invalid: "Please choose who can see it: everyone, teachers_and_admins or admin_only",
  notAllowed: "Your role cannot share with that audience",
} as const;

/** Reads a visibility from outside (default everyone) and checks the sharer may choose it. */
export function parseVisibility(value: unknown, role: Role): Visibility {
  const visibility = value === undefined || value === null || value === "" ? Visibility.everyone : value;
  if (typeof visibility !== "string" || !(visibilities as string[]).includes(visibility)) {
    throw new AppError("BAD_USER_INPUT", visibilityMessages.invalid, "visibility");
  }
  if (!visibleTo[role].includes(visibility as Visibility)) {
    throw new AppError("FORBIDDEN", visibilityMessages.notAllowed, "visibility");
  }
  return visibility as Visibility;
}
