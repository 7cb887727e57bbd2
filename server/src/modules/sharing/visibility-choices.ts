import type { Role } from "../users/user.enums";
import type { Visibility } from "./visibility";

// Plain data with type-only imports, so the client's share forms read the same table as the services.

/** What each role sees; a role may choose, when sharing, exactly what it sees. */
export const visibleToRole = {
  parent: ["everyone"],
  teacher: ["everyone", "teachers_and_admins"],
  admin: ["everyone", "teachers_and_admins", "admin_only"],
} as const satisfies Record<`${Role}`, readonly `${Visibility}`[]>;

/** Parents share nothing. */
export const sharingRoleNames = ["teacher", "admin"] as const satisfies readonly `${Role}`[];
