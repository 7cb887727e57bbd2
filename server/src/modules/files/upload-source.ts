import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import { AppError, refusalOf } from '../../errors';
import type { UploadSource } from './file-storage';
import { fileMessages } from '@coop/contract';

type Truncatable = Readable & { truncated?: boolean };

/** The stream behind a GraphQL `Upload`, with the parser's own failures told in our words. */
export async function graphqlUploadSource(file: Promise<FileUpload>): Promise<UploadSource> {
  try {
    const upload = await file;
    const stream = upload.createReadStream() as unknown as Truncatable;
    return { stream, filename: upload.filename, truncated: () => stream.truncated === true };
  } catch (error) {
    throw parserError(error);
  }
}

/**
 * busboy and graphql-upload-minimal fail with plain errors, some carrying an HTTP `status`; they are told in our
 * words. A disk that ran out of room while the bytes were written is the server's failure, not an unreadable upload.
 */
export function parserError(error: unknown): AppError {
  const refusal = refusalOf(error);
  if (refusal) return refusal;
  const status = (error as { status?: number })?.status;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge);
  if (status === 499) return new AppError('BAD_USER_INPUT', fileMessages.interrupted);
  return new AppError('BAD_USER_INPUT', fileMessages.unreadable);
}

/**
 * An upload refused before its bytes are read answers with the refusal's HTTP status instead of
 * GraphQL's usual 200: a client stops sending a large body on a 4xx. graphql-js copies an original
 * error's `extensions` onto the error it reports, and Apollo takes the status from there.
 */
export function refusedBeforeReading(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return Object.assign(error, { extensions: { http: { status: error.status } } });
}
