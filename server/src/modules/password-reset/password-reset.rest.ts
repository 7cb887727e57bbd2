import express, { type Router } from 'express';
import { bodyInput, rest } from '../../http/rest';
import { toUserJson, contextOf } from '../accounts';
import type { PasswordResetService } from './password-reset.service';

export function passwordResetRoutes(resets: PasswordResetService): Router {
  const router = express.Router();

  router.post(
    '/forgot-password.php',
    rest(async (req) => ({ message: await resets.requestReset(bodyInput(req), contextOf(req).clientAddress) })),
  );

  // Whether a link still works, asked by the reset page as it opens; the link stays unspent.
  router.post(
    '/reset-link.php',
    rest(async (req) => ({ open: await resets.linkIsOpen(bodyInput(req)) })),
  );

  // The token is read from the body only: in an address it would be kept in histories and logs.
  router.post(
    '/reset-password.php',
    rest(async (req) => {
      const signedIn = await resets.resetPassword(bodyInput(req), contextOf(req).clientAddress);
      return {
        user: toUserJson(signedIn.user),
        token: signedIn.token,
        passwordResetRequired: signedIn.passwordResetRequired,
      };
    }),
  );

  return router;
}
