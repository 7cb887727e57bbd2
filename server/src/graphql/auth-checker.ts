import type { AuthCheckerFn } from "type-graphql";
import { requireUser } from "../auth/guards";
import type { RequestContext } from "../auth/request-context";
import { Role } from "../modules/users/user.enums";

/** Put beside roles in `@Authorized(...)` for the operations that stay open while a reset is required. */
export const duringReset = "during_reset";

/** Mirrors the services' own gate, so that a refused operation resolves nothing at all. */
export const authChecker: AuthCheckerFn<RequestContext> = ({ context }, marks) => {
  const roles = marks.filter((mark): mark is Role => mark !== duringReset);
  requireUser(context, {
    roles: roles.length > 0 ? roles : undefined,
    allowDuringReset: marks.includes(duringReset),
  });
  return true;
};
