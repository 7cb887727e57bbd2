import express, { type Router } from 'express';
import { contentVersionPath, isContentKey, type ContentVersion } from '@coop/contract';
import { chosenEncoding, compressBoth, sendEncoded, type Encoding } from '../../http/compressed-responses';
import { holdsEntityTag } from '../../http/rest';
import type { ContentService, StoredDocument } from './content.service';

/**
 * `GET /content/<key>`: a document as it stands, from the database, revalidated on every use (its revision is
 * its entity tag), compressed once per revision for browsers that accept it. Paths that are not documents
 * (images, PDFs) go on to the files on disk.
 * `GET /content-version.json`: for the installed app, the revision the served pages show (`shownByPages`, when
 * the pages are rendered from the documents) or else the newest, and when it was saved.
 */
export function contentRoutes(
  content: ContentService,
  shownByPages: () => ContentVersion | undefined = () => undefined,
): Router {
  const compressed = new Map<string, { revision: number; encoded: Promise<Record<Encoding, Buffer>> }>();
  const encodedOf = (document: StoredDocument) => {
    let found = compressed.get(document.key);
    if (found?.revision !== document.revision) {
      found = { revision: document.revision, encoded: compressBoth(Buffer.from(document.body)) };
      compressed.set(document.key, found);
    }
    return found.encoded;
  };
  const router = express.Router();
  router.get(/^\/content\/(.+)$/, async (req, res, next) => {
    // Keys are plain lower-case paths, so the path is read as it came.
    const key = req.path.slice('/content/'.length);
    const document = isContentKey(key) ? content.stored(key) : undefined;
    if (!document) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // Weak: the plain and compressed forms of one revision share it.
    const tag = `W/"${document.revision}"`;
    res.setHeader('ETag', tag);
    if (holdsEntityTag(req.headers['if-none-match'], tag)) return void res.status(304).end();
    res.type(key.endsWith('.json') ? 'application/json' : 'text/markdown; charset=utf-8');
    res.vary('Accept-Encoding');
    const encoding = chosenEncoding(req);
    if (encoding) sendEncoded(req, res, encoding, (await encodedOf(document))[encoding]);
    else res.send(document.body);
  });
  router.get(contentVersionPath, (_req, res) => {
    const { revision, changedAt } = content.snapshot();
    const version: ContentVersion = shownByPages() ?? { revision, changed_at: changedAt.toISOString() };
    res.setHeader('Cache-Control', 'no-cache');
    res.json(version);
  });
  return router;
}
