import type { Request, RequestHandler } from 'express';
import { AppError } from '../../errors';
import { sendGraphqlError } from '../../http/graphql-answer';
import { contextOf } from '../accounts';
import { fileMessages } from '@coop/contract';
import type { FileService } from './file.service';

const isUpload = (req: Request) => Boolean(req.is('multipart/form-data'));

/**
 * Apollo's CSRF prevention refuses a multipart request without a preflight
 * header, but only after the upload parser has started reading it. This
 * refuses it first, so not one byte of such a request is written to disk.
 */
export const requirePreflightForUploads: RequestHandler = (req, res, next) => {
  if (isUpload(req) && !req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
    sendGraphqlError(res, { status: 400, message: fileMessages.preflightRequired, code: 'BAD_REQUEST' });
    return;
  }
  next();
};

/**
 * Every multipart request to /graphql is an upload, so a caller who may not upload at all (no
 * token, a parent, an account over its allowance) is refused from the headers alone, with the
 * refusal's own status, before the multipart parser reads a byte: a client stops sending a 50 MB
 * body on a 4xx, not on the 200 a resolver's error would get. Whatever part of an upload's body
 * is left unread when the answer has gone (a refused visibility, an operation that failed
 * validation) is then read and dropped, so the connection does not stall on the parser's paused
 * stream.
 */
export function refuseUploadsEarly(files: FileService): RequestHandler {
  return async (req, res, next) => {
    if (!isUpload(req)) {
      next();
      return;
    }
    try {
      await files.assertCanUpload(contextOf(req));
    } catch (error) {
      if (!(error instanceof AppError)) {
        next(error);
        return;
      }
      sendGraphqlError(res, { status: error.status, message: error.message, code: error.code });
      return;
    }
    res.once('finish', () => {
      if (req.readableEnded) return;
      req.unpipe();
      req.resume();
    });
    next();
  };
}
