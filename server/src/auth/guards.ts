import { AppError } from "../errors";
import { accountMessages } from "@coop/contract";
import type { User } from "../modules/users/user.entity";
import { Role, UserStatus } from "../modules/users/user.enums";
import type { RequestContext } from "./request-context";

export interface GuardOptions {
  roles?: readonly Role[];
  /** Validate, logout and change-password stay open while a reset is required; nothing else does. */
  allowDuringReset?: boolean;
  /** The text for a call without any token (files and links word it differently from auth calls). */
  missingTokenMessage?: string;
}

/** The one permission gate: every service entry point that needs a user calls it. */
export function requireUser(ctx: RequestContext, options: GuardOptions = {}): User {
  const user = ctx.user;
  if (!user) {
    throw ctx.tokenPresented
      ? new AppError("UNAUTHENTICATED", accountMessages.invalidSession)
      : new AppError("UNAUTHENTICATED", options.missingTokenMessage ?? accountMessages.noToken);
  }
  if (user.status === UserStatus.password_reset_required && !options.allowDuringReset) {
    throw new AppError("PASSWORD_RESET_REQUIRED", accountMessages.resetRequired);
  }
  if (options.roles && !options.roles.includes(user.role)) {
    throw new AppError("FORBIDDEN", accountMessages.forbidden);
  }
  return user;
}

export function requireAdmin(ctx: RequestContext): User {
  return requireUser(ctx, { roles: [Role.admin] });
}
