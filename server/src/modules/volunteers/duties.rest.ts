import express, { type Router } from 'express';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { VolunteerDutiesService } from './duties.service';

/** The REST shim's duties: the same service calls as GraphQL, with the body's or query's fields as they come. */
export function volunteerDutiesRoutes(duties: VolunteerDutiesService): Router {
  const router = express.Router();
  router.get(
    '/volunteer-duties.php',
    rest(async (req) => ({ duties: await duties.duties(contextOf(req), input(req).termKey) })),
  );
  router.post(
    '/volunteer-roles.php',
    rest(async (req) => ({ role: await duties.addRole(contextOf(req), bodyInput(req)) })),
  );
  router.put(
    '/volunteer-roles.php',
    rest(async (req) => ({ role: await duties.saveRole(contextOf(req), bodyInput(req)) })),
  );
  // Retiring keeps the role, as past slots and hours name it; `"retired": false` in the body offers it again.
  router.delete(
    '/volunteer-roles.php',
    rest(async (req) => ({ role: await duties.retireRole(contextOf(req), input(req)) })),
  );
  router.put(
    '/volunteer-terms.php',
    rest(async (req) => ({ policy: await duties.saveTerm(contextOf(req), bodyInput(req)) })),
  );
  router.put(
    '/volunteer-exemptions.php',
    rest(async (req) => ({ exemption: await duties.saveExemption(contextOf(req), bodyInput(req)) })),
  );
  router.delete(
    '/volunteer-exemptions.php',
    rest(async (req) => ({ removed: await duties.removeExemption(contextOf(req), input(req)) })),
  );
  router.put(
    '/volunteer-background-checks.php',
    rest(async (req) => ({ guardian: await duties.saveBackgroundCheck(contextOf(req), bodyInput(req)) })),
  );
  router.delete(
    '/volunteer-background-checks.php',
    rest(async (req) => ({ removed: await duties.removeBackgroundCheck(contextOf(req), input(req)) })),
  );
  router.post(
    '/volunteer-slots.php',
    rest(async (req) => ({ added: await duties.generateSlots(contextOf(req), bodyInput(req)) })),
  );
  router.put(
    '/volunteer-slots.php',
    rest(async (req) => ({ slot: await duties.saveSlot(contextOf(req), bodyInput(req)) })),
  );
  router.delete(
    '/volunteer-slots.php',
    rest(async (req) => ({ deleted: await duties.deleteSlot(contextOf(req), input(req)) })),
  );
  return router;
}
