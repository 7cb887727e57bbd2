import express, { type Router } from 'express';
import { classSeatsPath } from '@coop/contract';
import type { EnrollmentOfficeService } from './enrollment-office.service';

/**
 * `GET /api/class-seats` (public): every class's seats, those left and the waitlist's length, and when they were
 * read. The form shows them beside each class; `no-cache` lets the service worker keep a copy for offline use
 * while asking again every time it is online.
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
