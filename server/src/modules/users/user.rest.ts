import express, { type Router } from 'express';
import { contextOf, toUserJson } from '../accounts';
import { restPage, restPageAsked, wholeListOrPage } from '../../http/pages';
import { conditionalRest, input, rest } from '../../http/rest';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors';
import type { UsersService } from './user.service';
import type { ListVersionsService } from '../lists';

const actions = ['change_role', 'force_password_reset'] as const;

/** `/api/users.php`: one path, the operation chosen by method (and `action` for PUT), as the old client calls it. */
export function userRoutes(users: UsersService, versions: ListVersionsService): Router {
  const router = express.Router();

  router.get(
    '/users.php',
    wholeListOrPage(
      conditionalRest(
        (req, fresh) => versions.entityTag(requireAdmin(contextOf(req)), 'users', fresh),
        async (req) => ({ users: (await users.list(contextOf(req))).map(toUserJson) }),
      ),
      rest(async (req) => restPage('users', await users.page(contextOf(req), restPageAsked(req)!), toUserJson)),
    ),
  );

  router.post(
    '/users.php',
    rest(async (req) => {
      const body = input(req);
      return { user: toUserJson(await users.approve(contextOf(req), body.userId, body.role)) };
    }),
  );

  router.delete(
    '/users.php',
    rest(async (req) => {
      const body = input(req);
      if (body.forceDelete === true || body.forceDelete === 'true') {
        return { deleted: await users.delete(contextOf(req), body.userId) };
      }
      await users.reject(contextOf(req), body.userId);
      return {};
    }),
  );

  router.put(
    '/users.php',
    rest(async (req) => {
      const body = input(req);
      const ctx = contextOf(req);
      switch (body.action) {
        case 'change_role':
          return { user: toUserJson(await users.changeRole(ctx, body.userId, body.role)) };
        case 'force_password_reset':
          return { tempPassword: await users.forcePasswordReset(ctx, body.userId) };
        default:
          requireAdmin(ctx);
          throw new AppError('BAD_USER_INPUT', `Unknown action: use one of ${actions.join(', ')}`, 'action');
      }
    }),
  );

  return router;
}
