import express, { type Router } from 'express';
import { rest } from '../../http/rest';
import { contextOf } from '../accounts';
import { toFileJson } from '../files';
import { toLinkJson } from '../links';
import type { ClassMaterialsService } from './class-materials.service';

/** The REST shim's class materials: a family's (GET) and the audiences a sharer may choose (GET). */
export function classMaterialsRoutes(service: ClassMaterialsService): Router {
  const router = express.Router();
  router.get(
    '/class-materials.php',
    rest(async (req) => ({
      classes: (await service.familyMaterials(contextOf(req))).map((item) => ({
        ...item,
        files: item.files.map(toFileJson),
        links: item.links.map(toLinkJson),
      })),
    })),
  );
  router.get(
    '/share-audiences.php',
    rest(async (req) => ({ ...(await service.shareAudiences(contextOf(req))) })),
  );
  return router;
}
