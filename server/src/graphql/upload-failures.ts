import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { AppError } from '../errors';
import { fileMessages } from '@coop/contract';
import { parserError } from '../modules/files';

export const uploadMessages = {
  partMissing: 'The request names a file it does not send. Please choose the file again.',
} as const;

/**
 * The upload parser's failures, by the error it raised: a resolver reads the bytes long after the parser failed, and
 * whatever it does with the error (the file store rethrows it as it came), the answer is told from this.
 */
const refusals = new WeakMap<object, AppError>();

/** The caller's refusal an upload's failure stands for, when it is one. */
export function uploadRefusalOf(error: unknown): AppError | undefined {
  return error !== null && typeof error === 'object' ? refusals.get(error) : undefined;
}

/**
 * A body cut off inside the file ends the form before its closing boundary (busboy's words), or the client went
 * away (the parser's 499): either way the upload did not complete. A part named in `map` but never sent is its
 * own case; anything else is an unreadable upload.
 */
function refusalFor(error: unknown): AppError {
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  if (message === 'Unexpected end of form' || status === 499) {
    return new AppError('BAD_USER_INPUT', fileMessages.interrupted, 'file');
  }
  if (message === 'File missing in the request.')
    return new AppError('BAD_USER_INPUT', uploadMessages.partMissing, 'file');
  return parserError(error);
}

/** graphql-js copies an original error's `extensions` onto the error it reports, and Apollo takes the HTTP status from there. */
function answeredWith<T extends object>(error: T, refusal: AppError): T {
  return Object.assign(error, { extensions: { http: { status: refusal.status } } });
}

/** The refusal, answered 400, for an upload's failure that is the caller's doing; otherwise the error itself. */
function asRefusal(error: unknown): unknown {
  const refusal = refusalFor(error);
  return refusal.code === 'BAD_USER_INPUT' ? answeredWith(refusal, refusal) : error;
}

/** Notes a failure the stream's reader will rethrow as it came, so the answer is told from its refusal. */
function noteRefusal(error: unknown): void {
  if (error === null || typeof error !== 'object' || refusals.has(error)) return;
  const refusal = refusalFor(error);
  if (refusal.code !== 'BAD_USER_INPUT') return;
  refusals.set(error, refusal);
  answeredWith(error, refusal);
}

/** Every upload the operations name, wherever in the variables they sit. */
function uploadsIn(value: unknown): Upload[] {
  const found: Upload[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current instanceof Upload) found.push(current);
    else if (Array.isArray(current)) pending.push(...current);
    else if (current !== null && typeof current === 'object') pending.push(...Object.values(current));
  }
  return found;
}

/** The file's stream, with its failures (a body cut off mid-file) noted before anyone reading it hears of them. */
function watchedFile(file: FileUpload): FileUpload {
  return {
    ...file,
    createReadStream: () => {
      let stream: Readable;
      try {
        // The parser throws here when the body already broke off before the resolver came to read it.
        stream = file.createReadStream() as unknown as Readable;
      } catch (error) {
        throw asRefusal(error);
      }
      stream.prependListener('error', noteRefusal);
      return stream as unknown as ReturnType<FileUpload['createReadStream']>;
    },
  };
}

/**
 * Runs after the upload parser: a multipart request whose body breaks off mid-file, or whose `map` names a part it
 * never sends, fails while the resolver reads the file, with the parser's plain errors. Those are the caller's
 * doing, so they answer 400 `BAD_USER_INPUT` in our words rather than as a server failure.
 */
export const tellUploadFailures: RequestHandler = (req, _res, next) => {
  const variables: unknown = req.body?.variables;
  for (const upload of uploadsIn(variables)) {
    upload.promise = upload.promise.then(watchedFile, (error: unknown) => {
      throw asRefusal(error);
    });
    // As the parser does for its own promise: a failure nobody awaits (the operation was refused first) must not crash.
    upload.promise.catch(() => {});
  }
  next();
};
