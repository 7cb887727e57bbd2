import express, { type Router } from 'express';
import { classFeesPath } from '@coop/contract';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { FeesService } from './fees.service';

/** The REST shim's fees: the same service calls as GraphQL, with the body's fields as they come. */
export function feesRoutes(fees: FeesService): Router {
  const router = express.Router();

  router.get(
    '/fee-settings.php',
    rest(async (req) => ({ settings: await fees.feeSettings(contextOf(req), input(req).termKey) })),
  );
  router.put(
    '/fee-settings.php',
    rest(async (req) => ({ settings: await fees.saveTermFees(contextOf(req), bodyInput(req)) })),
  );
  router.put(
    '/class-fees.php',
    rest(async (req) => ({ settings: await fees.saveClassFees(contextOf(req), bodyInput(req)) })),
  );

  // Public, read by the enrollment form beside the seats; `no-cache` asks the server each time, as fees change.
  router.get(classFeesPath.replace(/^\/api/, ''), async (_req, res, next) => {
    try {
      const reply = await fees.publicFees();
      res.setHeader('Cache-Control', 'no-cache');
      res.json(reply);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
