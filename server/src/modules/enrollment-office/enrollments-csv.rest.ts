import express, { type Router } from 'express';
import { contextOf } from '../accounts';
import { enrollmentsCsv } from './enrollments-csv';
import type { EnrollmentOfficeService } from './enrollment-office.service';

/** Absent or empty is every class; a repeated or nested one names no class, which the service refuses after its guard. */
function classParameter(value: unknown): string | undefined {
  return value === undefined || value === '' ? undefined : String(value);
}

/**
 * `GET /api/enrollments.csv?class=<key>&past=1` (administrators): one class's roster, or every class's, as a
 * spreadsheet; the declined and withdrawn only with `past=1`.
 */
export function enrollmentsCsvRoutes(office: EnrollmentOfficeService): Router {
  const router = express.Router();
  router.get('/enrollments.csv', async (req, res, next) => {
    try {
      const classKey = classParameter(req.query.class);
      const roster = await office.exportRoster(contextOf(req), classKey, req.query.past === '1');
      const fileName = classKey ? `enrollments-${classKey.replace(/_/g, '-')}.csv` : 'enrollments.csv';
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(enrollmentsCsv(roster));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
