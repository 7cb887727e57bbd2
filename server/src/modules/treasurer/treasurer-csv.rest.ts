import express, { type Router } from 'express';
import { treasurerReportTexts, treasurerReports } from '@coop/contract';
import { contextOf } from '../accounts';
import { treasurerCsv } from './treasurer-csv';
import type { TreasurerService } from './treasurer.service';

/**
 * `GET /api/treasurer-balances.csv`, `-aging.csv`, `-payments.csv`, `-instructors.csv` (administrators): each of
 * the treasurer's reports as a spreadsheet, with the same figures as the office's page.
 */
export function treasurerCsvRoutes(treasurer: TreasurerService): Router {
  const router = express.Router();
  for (const name of treasurerReports) {
    const { csvPath, fileName } = treasurerReportTexts[name];
    router.get(csvPath.replace(/^\/api/, ''), async (req, res, next) => {
      try {
        const report = await treasurer.report(contextOf(req));
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.send(treasurerCsv(report, name));
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
