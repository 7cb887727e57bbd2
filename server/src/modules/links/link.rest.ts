import express, { type Router } from "express";
import { contextOf } from "../users/request-context";
import { input, rest } from "../../http/rest";
import { toLinkJson } from "./link.listing";
import type { LinkService } from "./link.service";

/** `/api/links.php`: list (GET), share (POST), delete (DELETE with `linkId`). */
export function linkRoutes(links: LinkService): Router {
  const router = express.Router();
  router.get(
    "/links.php",
    rest(async (req) => ({ links: (await links.list(contextOf(req))).map(toLinkJson) })),
  );
  router.post(
    "/links.php",
    rest(async (req) => ({ link: toLinkJson(await links.share(contextOf(req), input(req))) })),
  );
  router.delete(
    "/links.php",
    rest(async (req) => {
      await links.delete(contextOf(req), input(req).linkId);
      return {};
    }),
  );
  return router;
}
