import { registerEnumType } from "type-graphql";

export enum Role {
  parent = "parent",
  teacher = "teacher",
  admin = "admin",
}

export enum UserStatus {
  pending = "pending",
  approved = "approved",
  rejected = "rejected",
  password_reset_required = "password_reset_required",
}

registerEnumType(Role, { name: "Role" });
registerEnumType(UserStatus, { name: "UserStatus" });

export const roles = Object.values(Role);

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as string[]).includes(value);
}
