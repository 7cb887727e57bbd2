import { AppError } from '../errors';
import { accountMessages, type RoleName } from '@coop/contract';
import type { Principal, RequestContext } from './principal';

export interface GuardOptions {
  roles?: readonly RoleName[];
  /** Validate, logout and change-password stay open while a reset is required; nothing else does. */
  allowDuringReset?: boolean;
  /** The text for a call without any token (files and links word it differently from auth calls). */
  missingTokenMessage?: string;
}

/** The one permission gate: every service entry point that needs a user calls it. */
export function requireUser<P extends Principal>(ctx: RequestContext<P>, options: GuardOptions = {}): P {
  const user = ctx.user;
  if (!user) {
    throw ctx.tokenPresented
      ? new AppError('UNAUTHENTICATED', accountMessages.invalidSession)
      : new AppError('UNAUTHENTICATED', options.missingTokenMessage ?? accountMessages.noToken);
  }
  if (user.status === 'password_reset_required' && !options.allowDuringReset) {
    throw new AppError('PASSWORD_RESET_REQUIRED', accountMessages.resetRequired);
  }
  if (options.roles && !options.roles.includes(user.role)) {
    throw new AppError('FORBIDDEN', accountMessages.forbidden);
  }
  return user;
}

export function requireAdmin<P extends Principal>(ctx: RequestContext<P>): P {
  return requireUser(ctx, { roles: ['admin'] });
}
