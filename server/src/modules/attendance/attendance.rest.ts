import express, { type Response, type Router } from 'express';
import { attendanceDayCsvPath, attendanceMarksPath, attendanceRecordCsvPath } from '@coop/contract';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import { attendanceDayCsv, attendanceRecordCsv } from './attendance-csv';
import type { AttendanceService } from './attendance.service';

const underApi = (path: string) => path.replace(/^\/api/, '');

function sendCsv(res: Response, fileName: string, body: string) {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(body);
}

/**
 * The REST shim's attendance: a phone's post of marks (kept on the device while offline and sent again, stored
 * once), a meeting's roster, and the office's spreadsheets of a day and of a child's record.
 */
export function attendanceRoutes(attendance: AttendanceService): Router {
  const router = express.Router();
  router.post(
    underApi(attendanceMarksPath),
    rest(async (req) => ({ ...(await attendance.record(contextOf(req), bodyInput(req))) })),
  );
  router.get(
    '/attendance-roster.php',
    rest(async (req) => {
      const { classKey, date } = input(req);
      return { roster: await attendance.roster(contextOf(req), classKey, date) };
    }),
  );
  router.get(underApi(attendanceDayCsvPath), async (req, res, next) => {
    try {
      const day = await attendance.dayExport(contextOf(req), input(req).date);
      sendCsv(res, `attendance-${day.date}.csv`, attendanceDayCsv(day));
    } catch (error) {
      next(error);
    }
  });
  router.get(underApi(attendanceRecordCsvPath), async (req, res, next) => {
    try {
      const record = await attendance.studentRecord(contextOf(req), input(req).studentId);
      const name = record.studentName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'student';
      sendCsv(res, `attendance-${name}.csv`, attendanceRecordCsv(record));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
