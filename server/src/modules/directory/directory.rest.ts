import express, { type Router } from 'express';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { DirectoryService } from './directory.service';

/** The REST shim's directory: the same service calls as GraphQL, with the body's fields as they come. */
export function directoryRoutes(directory: DirectoryService): Router {
  const router = express.Router();

  router.get(
    '/directory.php',
    rest(async (req) => ({ households: await directory.directory(contextOf(req), input(req).search) })),
  );
  // The caller's own household's choices, given whole: `{listed, fields}`.
  router.put(
    '/directory.php',
    rest(async (req) => ({ listing: await directory.setMyListing(contextOf(req), bodyInput(req)) })),
  );

  return router;
}
