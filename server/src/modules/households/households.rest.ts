import express, { type Router } from 'express';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { HouseholdsService } from './households.service';

/** The REST shim's households: the same service calls as GraphQL, with the body's fields as they come. */
export function householdRoutes(households: HouseholdsService): Router {
  const router = express.Router();

  // Without an id, the caller's own household (`household: null` when they have none).
  router.get(
    '/household.php',
    rest(async (req) => {
      const { householdId } = input(req);
      const ctx = contextOf(req);
      return {
        household:
          householdId === undefined ? await households.myHousehold(ctx) : await households.household(ctx, householdId),
      };
    }),
  );
  router.put(
    '/household.php',
    rest(async (req) => ({ household: await households.updateHousehold(contextOf(req), bodyInput(req)) })),
  );

  router.get(
    '/households.php',
    rest(async (req) => ({ households: await households.households(contextOf(req), input(req).search) })),
  );

  router.post(
    '/household-students.php',
    rest(async (req) => ({ household: await households.addStudent(contextOf(req), bodyInput(req)) })),
  );
  router.put(
    '/household-students.php',
    rest(async (req) => ({ household: await households.updateStudent(contextOf(req), bodyInput(req)) })),
  );

  router.post(
    '/household-invitations.php',
    rest(async (req) => ({ household: await households.invite(contextOf(req), bodyInput(req)) })),
  );
  router.delete(
    '/household-invitations.php',
    rest(async (req) => ({ household: await households.withdrawInvitation(contextOf(req), input(req)) })),
  );
  // The token travels in the body only: in an address it would be kept in histories and logs.
  router.post(
    '/household-invitation-accept.php',
    rest(async (req) => ({ household: await households.acceptInvitation(contextOf(req), bodyInput(req)) })),
  );

  router.post(
    '/household-merge.php',
    rest(async (req) => ({ household: await households.merge(contextOf(req), bodyInput(req)) })),
  );

  return router;
}
