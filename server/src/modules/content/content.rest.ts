import express, { type Router } from 'express';
import { contentVersionPath, isContentKey, type ContentVersion } from '@coop/contract';
import { holdsEntityTag } from '../../http/rest';
import type { ContentService } from './content.service';

/**
 * `GET /content/<key>`: a document as it stands, from the database, revalidated on every use (its revision is
 * its entity tag). Paths that are not documents (images, PDFs) go on to the files on disk.
 * `GET /content-version.json`: the newest revision and when it was saved, for the installed app.
 */
export function contentRoutes(content: ContentService): Router {
  const router = express.Router();
  router.get(/^\/content\/(.+)$/, (req, res, next) => {
    // Keys are plain lower-case paths, so the path is read as it came.
    const key = req.path.slice('/content/'.length);
    const document = isContentKey(key) ? content.stored(key) : undefined;
    if (!document) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const tag = `"${document.revision}"`;
    res.setHeader('ETag', tag);
    if (holdsEntityTag(req.headers['if-none-match'], tag)) return void res.status(304).end();
    res.type(key.endsWith('.json') ? 'application/json' : 'text/markdown; charset=utf-8');
    res.send(document.body);
  });
  router.get(contentVersionPath, (_req, res) => {
    const { revision, changedAt } = content.snapshot();
    const version: ContentVersion = { revision, changed_at: changedAt.toISOString() };
    res.setHeader('Cache-Control', 'no-cache');
    res.json(version);
  });
  return router;
}
