import type { RequestContext as AuthContext } from '../../auth/principal';
import { requestContexts } from '../../http/context-from-token';
import type { User } from './user.entity';

/** A request's caller as the modules see it: the signed-in account is a whole User. */
export type RequestContext = AuthContext<User>;

const contexts = requestContexts<User>();

export const attachRequestContext = contexts.attach;
export const contextOf = contexts.of;
export const replaceContext = contexts.replace;
