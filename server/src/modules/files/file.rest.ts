import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import { AppError } from '../../errors';
import { contextOf } from '../accounts';
import { rest } from '../../http/rest';
import { sharedItemRoutes } from '../sharing';
import { attachmentHeader } from './file-name';
import { readSingleFileForm } from './upload-form';
import { toFileJson } from './file.listing';
import { fileMessages } from '@coop/contract';
import type { FileService } from './file.service';
import type { ListVersionsService } from '../lists';

/**
 * `/api/files.php`: list (GET), upload (POST, multipart `file` and `visibility`, or `classKey` or `grade` instead of
 * the visibility), delete (DELETE `?file_id=`).
 */
export function fileRoutes(files: FileService, versions: ListVersionsService): Router {
  const router = sharedItemRoutes('/files.php', files, contextOf, {
    listKey: 'files',
    idParameter: 'file_id',
    toJson: toFileJson,
    entityTag: async (req, fresh) => {
      const viewer = files.viewer(contextOf(req));
      return versions.entityTag(viewer, 'files', fresh, await files.listedAudiences(viewer));
    },
  });

  router.post(
    '/files.php',
    rest(async (req) => {
      const ctx = contextOf(req);
      await files.startUpload(ctx);
      const form = await readSingleFileForm(req, files);
      if (!form.file) throw new AppError('BAD_USER_INPUT', fileMessages.missing, 'file');
      const { visibility, classKey, grade } = form.fields;
      return { file: toFileJson(await files.upload(ctx, visibility, form.file, { classKey, grade })) };
    }),
  );

  return router;
}

/** `GET /files/{id}`: the bytes, to a signed-in caller who may see the file, never cached on the way. */
export function downloadRoute(files: FileService): Router {
  const router = express.Router();
  router.get('/files/:id', async (req, res, next) => {
    try {
      const { file, bytes, size } = await files.open(contextOf(req), req.params.id);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(size));
      res.setHeader('Content-Disposition', attachmentHeader(file.originalName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      await pipeline(bytes, res);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
