import type { Readable } from "node:stream";
import type { FileUpload } from "graphql-upload-minimal";
import { AppError, refusalOf } from "../../errors";
import type { UploadSource } from "./file-storage";
import { fileMessages } from "./file.rules";

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
  if (status === 413) return new AppError("PAYLOAD_TOO_LARGE", fileMessages.tooLarge);
  if (status === 499) return new AppError("BAD_USER_INPUT", fileMessages.interrupted);
  return new AppError("BAD_USER_INPUT", fileMessages.unreadable);
}
