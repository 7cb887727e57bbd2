import express, { type Request, type Router } from 'express';
import type { PageRequest } from '../../db/keyset-page';
import { restPage, restPageAsked, wholeListOrPage, type PageOf } from '../../http/pages';
import { conditionalRest, input, rest, type EntityTagOf } from '../../http/rest';

/** What the REST shim calls on a shared-item service; files and links both answer it. */
export interface SharedItemService<Context, Listing> {
  list(ctx: Context): Promise<Listing[]>;
  /** Newest first, a page at a time. */
  page(ctx: Context, request: Partial<PageRequest>): Promise<PageOf<Listing>>;
  delete(ctx: Context, rawId: unknown): Promise<void>;
}

export interface SharedItemAnswers<Listing> {
  /** The key the list is answered under: "files", "links". */
  listKey: string;
  /** The parameter (query or body) that names the item to delete. */
  idParameter: string;
  toJson(listing: Listing): object;
  /** The list's entity tag for the caller, once their right to see it is settled. */
  entityTag: EntityTagOf;
}

/** The list (GET) and delete (DELETE) of a shared item's `/api/*.php` path, the same for files and links. */
export function sharedItemRoutes<Context, Listing>(
  path: string,
  service: SharedItemService<Context, Listing>,
  contextOf: (req: Request) => Context,
  answers: SharedItemAnswers<Listing>,
): Router {
  const router = express.Router();
  router.get(
    path,
    wholeListOrPage(
      conditionalRest(answers.entityTag, async (req) => ({
        [answers.listKey]: (await service.list(contextOf(req))).map(answers.toJson),
      })),
      rest(async (req) =>
        restPage(answers.listKey, await service.page(contextOf(req), restPageAsked(req)!), answers.toJson),
      ),
    ),
  );
  router.delete(
    path,
    rest(async (req) => {
      await service.delete(contextOf(req), input(req)[answers.idParameter]);
      return {};
    }),
  );
  return router;
}
