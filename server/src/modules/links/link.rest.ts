import type { Router } from 'express';
import { contextOf } from '../accounts';
import { input, rest } from '../../http/rest';
import { sharedItemRoutes } from '../sharing';
import { toLinkJson } from './link.listing';
import type { LinkService } from './link.service';
import type { ListVersionsService } from '../lists';

/** `/api/links.php`: list (GET), share (POST, with `classKey` or `grade` instead of `visibility`), delete (DELETE with `linkId`). */
export function linkRoutes(links: LinkService, versions: ListVersionsService): Router {
  const router = sharedItemRoutes('/links.php', links, contextOf, {
    listKey: 'links',
    idParameter: 'linkId',
    toJson: toLinkJson,
    entityTag: async (req, fresh) => {
      const viewer = links.viewer(contextOf(req));
      return versions.entityTag(viewer, 'links', fresh, await links.listedAudiences(viewer));
    },
  });
  router.post(
    '/links.php',
    rest(async (req) => ({ link: toLinkJson(await links.share(contextOf(req), input(req))) })),
  );
  return router;
}
