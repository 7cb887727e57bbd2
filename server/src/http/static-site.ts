import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";

/** Paths that belong to the server; the page fallback must never answer them with HTML. */
const serverPaths = /^\/(api|graphql|forms|healthz|content|files)(\/|$)/;

/**
 * The built client: hashed assets cached for a year, pages revalidated each
 * time, and any unknown page path answered with the app shell so the client's
 * router can show it.
 */
export function staticSite(clientDir: string | undefined, contentDir: string): Router {
  const router = express.Router();
  router.use("/content", express.static(contentDir, { index: false, fallthrough: false, maxAge: "1h" }));
  if (!clientDir || !fs.existsSync(path.join(clientDir, "index.html"))) return router;

  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  router.use(express.static(clientDir, { maxAge: 0, index: "index.html", extensions: ["html"] }));
  const shell = path.join(clientDir, "index.html");
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || serverPaths.test(req.path)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(shell);
  };
  router.use(fallback);
  return router;
}
