import type { Request } from 'express';
import { AppError } from '../../errors';
import { multipartParser } from '../../http/multipart';
import type { ReceivedFile, UploadSource } from './file-storage';
import { fileMessages } from '@coop/contract';
import { parserFileSizeLimit } from './file.rules';
import { parserError } from './upload-source';

export interface SingleFileForm {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

/**
 * Reads a multipart form holding one file (field `file`) and a few short
 * fields, handing the file's stream to `receive` as it arrives, so that the
 * bytes go to disk and never pile up in memory. A client that goes away
 * half way leaves nothing: the stream is destroyed and `receive` cleans up.
 */
export interface FileReceiver {
  receive(source: UploadSource): Promise<ReceivedFile>;
  discard(file: ReceivedFile): Promise<void>;
}

export function readSingleFileForm(req: Request, receiver: FileReceiver): Promise<SingleFileForm> {
  return new Promise((resolve, reject) => {
    const parser = multipartParser(req, {
      fileSize: parserFileSizeLimit,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
    });
    if (!parser) {
      reject(new AppError('BAD_USER_INPUT', fileMessages.missing, 'file'));
      return;
    }
    const fields: Record<string, string> = {};
    let receiving: Promise<ReceivedFile> | undefined;
    let current: (NodeJS.ReadableStream & { destroy(error?: Error): void }) | undefined;
    let done = false;

    const fail = async (error: unknown) => {
      if (done) return;
      done = true;
      req.unpipe(parser);
      // Let a file already received go, so a refused form never leaves bytes behind.
      const received = await receiving?.catch(() => undefined);
      if (received) await receiver.discard(received);
      reject(parserError(error));
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || receiving) {
        stream.resume();
        return;
      }
      current = stream;
      receiving = receiver.receive({
        stream,
        filename: info.filename ?? '',
        truncated: () => stream.truncated === true,
      });
      receiving.catch(() => undefined);
    });
    parser.on('filesLimit', () => void fail(new AppError('BAD_USER_INPUT', fileMessages.oneFilePerRequest, 'file')));
    parser.on('error', (error) => void fail(error));
    parser.on('close', async () => {
      if (done) return;
      try {
        const file = await receiving;
        done = true;
        resolve({ fields, file });
      } catch (error) {
        done = true;
        reject(parserError(error));
      }
    });
    req.on('close', () => {
      // Not read to its end: the client went away, or the connection broke with data still buffered.
      if (!req.readableEnded && !done) {
        current?.destroy(new AppError('BAD_USER_INPUT', fileMessages.interrupted));
        void fail(new AppError('BAD_USER_INPUT', fileMessages.interrupted));
      }
    });
    req.pipe(parser);
  });
}
