import express, { type Router } from 'express';
import { bodyInput, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { EmailVerificationService } from './email-verification.service';

export function emailVerificationRoutes(verification: EmailVerificationService): Router {
  const router = express.Router();

  // The token is read from the body only: in an address it would be kept in histories and logs.
  router.post(
    '/verify-email.php',
    rest(async (req) => ({ message: await verification.confirm(bodyInput(req)) })),
  );

  router.post(
    '/verification-link.php',
    rest(async (req) => ({ message: await verification.requestLink(contextOf(req)) })),
  );

  return router;
}
