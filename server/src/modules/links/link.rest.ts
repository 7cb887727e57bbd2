import type { Router } from 'express';
import { contextOf } from '../users/request-context';
import { input, rest } from '../../http/rest';
import { sharedItemRoutes } from '../sharing/shared-item-routes';
import { toLinkJson } from './link.listing';
import type { LinkService } from './link.service';

/** `/api/links.php`: list (GET), share (POST), delete (DELETE with `linkId`). */
export function linkRoutes(links: LinkService): Router {
  const router = sharedItemRoutes('/links.php', links, contextOf, {
    listKey: 'links',
    idParameter: 'linkId',
    toJson: toLinkJson,
  });
  router.post(
    '/links.php',
    rest(async (req) => ({ link: toLinkJson(await links.share(contextOf(req), input(req))) })),
  );
  return router;
}
