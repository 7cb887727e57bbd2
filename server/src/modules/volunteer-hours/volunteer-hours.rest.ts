import express, { type Router } from 'express';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { VolunteerHoursService } from './volunteer-hours.service';

/**
 * The REST shim's check-in and hours: the same service calls as GraphQL. `/volunteer-checks.php` is the one a phone
 * posts to, offline or not (the service worker keeps it until it can be sent).
 */
export function volunteerHoursRoutes(hours: VolunteerHoursService): Router {
  const router = express.Router();
  router.post(
    '/volunteer-checks.php',
    rest(async (req) => ({ checkin: await hours.check(contextOf(req), bodyInput(req)) })),
  );
  router.get(
    '/volunteer-checkins.php',
    rest(async (req) => ({ day: await hours.checkins(contextOf(req), input(req).date) })),
  );
  router.get(
    '/volunteer-hours.php',
    rest(async (req) => ({ hours: await hours.hours(contextOf(req), input(req).termKey) })),
  );
  router.post(
    '/volunteer-hour-corrections.php',
    rest(async (req) => ({ hours: await hours.correct(contextOf(req), bodyInput(req)) })),
  );
  router.post(
    '/volunteer-settlements.php',
    rest(async (req) => ({ hours: await hours.settle(contextOf(req), bodyInput(req)) })),
  );
  return router;
}
