import express, { type Router } from 'express';
import { rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { FamilyAccountService } from './family-account.service';

/** The REST shim's family statement: the same service call as GraphQL's `myAccount`. */
export function familyAccountRoutes(accounts: FamilyAccountService): Router {
  const router = express.Router();
  router.get(
    '/my-account.php',
    rest(async (req) => ({ account: await accounts.myAccount(contextOf(req)) })),
  );
  return router;
}
