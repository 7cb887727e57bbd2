import fs from 'node:fs';
import { contentVersionPath, type ContentVersion } from '@coop/contract';
import express, { type Router } from 'express';

/** Where the installed app reads the content's revision: the current answer of `/content-version.json`. */
export type ContentVersionSource = () => ContentVersion;

/**
 * Until the content lives in the database, nothing changes it while the server runs: revision 0 since the start.
 * `testFile` (CONTENT_VERSION_TEST_FILE, set by the end-to-end suite only) names a JSON file read on every request
 * instead, so a test can announce a new revision the way a published change will.
 */
export function startupContentVersion(startedAt: Date, testFile?: string): ContentVersionSource {
  const atStart: ContentVersion = { revision: 0, changed_at: startedAt.toISOString() };
  if (!testFile) return () => atStart;
  return () => (fs.existsSync(testFile) ? (JSON.parse(fs.readFileSync(testFile, 'utf8')) as ContentVersion) : atStart);
}

/** The document is read on every online visit of an installed app, so it is small and never cached on the way. */
export function contentVersionRoutes(current: ContentVersionSource): Router {
  const router = express.Router();
  router.get(contentVersionPath, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(current());
  });
  return router;
}
