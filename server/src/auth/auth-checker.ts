import type { AuthCheckerFn } from 'type-graphql';
import type { RoleName } from '@coop/contract';
import { requireUser } from './guards';
import type { RequestContext } from './principal';

/** Put beside roles in `@Authorized(...)` for the operations that stay open while a reset is required. */
export const duringReset = 'during_reset';

/** Mirrors the services' own gate, so that a refused operation resolves nothing at all. */
export const authChecker: AuthCheckerFn<RequestContext> = ({ context }, marks) => {
  const roles = marks.filter((mark): mark is RoleName => mark !== duringReset);
  requireUser(context, {
    roles: roles.length > 0 ? roles : undefined,
    allowDuringReset: marks.includes(duringReset),
  });
  return true;
};
