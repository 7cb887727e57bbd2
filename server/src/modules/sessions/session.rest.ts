import express, { type Router } from 'express';
import { bearerToken } from '../../auth/token';
import { contextOf, replaceContext, toUserJson } from '../accounts';
import { bodyInput, rest } from '../../http/rest';
import { accountMessages } from '@coop/contract';
import type { UsersService } from '../users';
import type { SessionService } from './session.service';

export function sessionRoutes(sessions: SessionService, users: UsersService): Router {
  const router = express.Router();

  router.post(
    '/login.php',
    rest(async (req) => {
      const signedIn = await sessions.login(bodyInput(req), contextOf(req).clientAddress);
      return {
        user: toUserJson(signedIn.user),
        token: signedIn.token,
        passwordResetRequired: signedIn.passwordResetRequired,
      };
    }),
  );

  router.post(
    '/signup.php',
    rest(async (req) => {
      await users.signup(bodyInput(req), contextOf(req).clientAddress);
      return { message: accountMessages.signupReceived };
    }),
  );

  router.post(
    '/validate.php',
    rest(async (req) => {
      const bodyToken = bodyInput(req).token;
      if (!bearerToken(req.get('authorization')) && typeof bodyToken === 'string' && bodyToken) {
        const found = await sessions.authenticate(bodyToken);
        replaceContext(req, {
          ...contextOf(req),
          user: found?.user ?? null,
          sessionHash: found?.sessionHash ?? null,
          tokenPresented: true,
        });
      }
      const state = sessions.validate(contextOf(req));
      return { user: toUserJson(state.user), passwordResetRequired: state.passwordResetRequired };
    }),
  );

  router.post(
    '/logout.php',
    rest(async (req) => {
      await sessions.logout(contextOf(req));
      return {};
    }),
  );

  router.post(
    '/change-password.php',
    rest(async (req) => {
      await sessions.changePassword(contextOf(req), bodyInput(req));
      return {};
    }),
  );

  return router;
}
