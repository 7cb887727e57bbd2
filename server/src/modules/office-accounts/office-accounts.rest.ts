import express, { type Router } from 'express';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { OfficeAccountsService } from './office-accounts.service';

/** The REST shim's household accounts: the same service calls as GraphQL, with the body's fields as they come. */
export function officeAccountRoutes(accounts: OfficeAccountsService): Router {
  const router = express.Router();
  router.get(
    '/office-accounts.php',
    rest(async (req) => ({ accounts: await accounts.accounts(contextOf(req), input(req).search) })),
  );
  router.get(
    '/office-account.php',
    rest(async (req) => ({ account: await accounts.account(contextOf(req), input(req).householdId) })),
  );
  router.post(
    '/office-account-payments.php',
    rest(async (req) => ({ account: await accounts.recordPayment(contextOf(req), bodyInput(req)) })),
  );
  router.post(
    '/office-account-refunds.php',
    rest(async (req) => ({ account: await accounts.recordRefund(contextOf(req), bodyInput(req)) })),
  );
  router.post(
    '/office-account-credits.php',
    rest(async (req) => ({ account: await accounts.grantCredit(contextOf(req), bodyInput(req)) })),
  );
  router.post(
    '/office-account-reversals.php',
    rest(async (req) => ({ account: await accounts.reverseLine(contextOf(req), bodyInput(req)) })),
  );
  return router;
}
