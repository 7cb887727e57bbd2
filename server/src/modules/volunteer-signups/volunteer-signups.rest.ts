import express, { type Router } from 'express';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { VolunteerSignupsService } from './volunteer-signups.service';

/** The REST shim's volunteer sign-up: the same service calls as GraphQL, with the body's fields as they come. */
export function volunteerSignupRoutes(signups: VolunteerSignupsService): Router {
  const router = express.Router();
  router.get(
    '/volunteer-signups.php',
    rest(async (req) => ({ board: await signups.board(contextOf(req), input(req).termKey) })),
  );
  router.get(
    '/volunteer-swaps.php',
    rest(async (req) => ({ swaps: await signups.swaps(contextOf(req), input(req).termKey) })),
  );
  const post = (
    path: string,
    call: (body: Record<string, unknown>, req: express.Request) => Promise<Record<string, unknown>>,
  ) =>
    router.post(
      path,
      rest(async (req) => call(bodyInput(req), req)),
    );
  post('/volunteer-signup.php', async (body, req) => ({ signup: await signups.signUp(contextOf(req), body) }));
  post('/volunteer-signup-take.php', async (body, req) => ({ signup: await signups.takeOffer(contextOf(req), body) }));
  post('/volunteer-signup-cancel.php', async (body, req) => ({
    signup: await signups.cancel(contextOf(req), body.signupId),
  }));
  post('/volunteer-signup-offer.php', async (body, req) => ({
    signup: await signups.offer(contextOf(req), body.signupId),
  }));
  post('/volunteer-signup-withdraw-offer.php', async (body, req) => ({
    signup: await signups.withdrawOffer(contextOf(req), body.signupId),
  }));
  post('/volunteer-signup-fill.php', async (body, req) => ({ signup: await signups.fill(contextOf(req), body) }));
  post('/volunteer-signup-remove.php', async (body, req) => ({ signup: await signups.remove(contextOf(req), body) }));
  post('/volunteer-auto-assign.php', async (body, req) => ({
    result: await signups.autoAssign(contextOf(req), body.date),
  }));
  return router;
}
