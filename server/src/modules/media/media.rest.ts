import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type Response, type Router } from 'express';
import type { OpenedBytes } from '../files';
import { imageFileName } from './content-image.service';
import { documentFileName } from './documents/document-publisher';
import type { MediaStore } from './media-store';

/** The same as the files built into content/, so a page's pictures behave alike wherever they come from. */
const cacheControl = 'public, max-age=3600';

const imageName = /^[a-z0-9-]+-\d+\.(avif|webp|jpg)$/;
const documentName = /^[a-z0-9-]+\.pdf$/;
const types: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

async function send(res: Response, file: string, opened: OpenedBytes): Promise<void> {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', types[path.extname(file).slice(1)]!);
  res.setHeader('Content-Length', String(opened.size));
  if (res.req.method === 'HEAD') {
    opened.stream.destroy();
    res.end();
    return;
  }
  await pipeline(opened.stream, res);
}

/**
 * The pictures and documents the server made, served under /content next to the built ones. A built picture
 * on disk is served as before (most requests, and no trip to the store); a remade document is served ahead of
 * the built one, since it carries newer contact details.
 */
export function mediaRoutes(media: MediaStore, contentDir: string): Router {
  const router = express.Router();
  router.get('/content/images/:file', async (req, res, next) => {
    const { file } = req.params;
    if (!imageName.test(file) || fs.existsSync(path.join(contentDir, 'images', file))) return next();
    const opened = await media.read(imageFileName(file));
    if (!opened) return next();
    await send(res, file, opened);
  });
  router.get('/content/documents/:file', async (req, res, next) => {
    const { file } = req.params;
    if (!documentName.test(file)) return next();
    const opened = await media.read(documentFileName(file));
    if (!opened) return next();
    await send(res, file, opened);
  });
  return router;
}
