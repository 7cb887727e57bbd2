import express, { type Router } from 'express';
import { classSeatsPath } from '@coop/contract';
import type { EnrollmentOfficeService } from './enrollment-office.service';

/**
 * `GET /api/class-seats` (public): every class's seats, those left and the waitlist's length, and when they were
 * read. The form shows them beside each class and keeps the answer on the device for offline use, with its time;
 * `no-cache` makes every read ask the server, since seats change with every enrollment.
 */
export function classSeatsRoutes(office: EnrollmentOfficeService): Router {
  const router = express.Router();
  router.get(classSeatsPath.replace(/^\/api/, ''), async (_req, res, next) => {
    try {
      const seats = await office.classSeats();
      res.setHeader('Cache-Control', 'no-cache');
      res.json(seats);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
