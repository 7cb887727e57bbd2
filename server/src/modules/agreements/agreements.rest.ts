import express, { type Router } from 'express';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { AgreementsService } from './agreements.service';

/** The REST shim's agreements: the same service calls as GraphQL, with the body's fields as they come. */
export function agreementRoutes(agreements: AgreementsService): Router {
  const router = express.Router();

  // With a term, that term's documents as the office manages them; without, the caller's household's.
  router.get(
    '/agreements.php',
    rest(async (req) => {
      const { termKey } = input(req);
      const ctx = contextOf(req);
      return termKey === undefined
        ? { terms: await agreements.myAgreements(ctx) }
        : { documents: await agreements.documents(ctx, termKey) };
    }),
  );
  router.post(
    '/agreements.php',
    rest(async (req) => ({ document: await agreements.createDocument(contextOf(req), bodyInput(req)) })),
  );
  router.put(
    '/agreements.php',
    rest(async (req) => ({ document: await agreements.updateDocument(contextOf(req), bodyInput(req)) })),
  );
  router.delete(
    '/agreements.php',
    rest(async (req) => ({ document: await agreements.withdrawDocument(contextOf(req), input(req)) })),
  );

  router.post(
    '/agreement-signatures.php',
    rest(async (req) => ({ terms: await agreements.sign(contextOf(req), bodyInput(req)) })),
  );

  return router;
}
