// @ts-check
// The floor for the upload benchmarks: busboy streaming the multipart body's file straight to its destination,
// nothing else. To disk under DATA_DIR; or, when FILE_STORAGE names S3 (with the product's S3_* variables), into
// `@aws-sdk/lib-storage`'s Upload with the product's client, part size and parts in flight, never touching disk.
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const requireFromServer = createRequire(path.join(process.cwd(), 'server', 'package.json'));
/** @type {typeof import('busboy')} */
const busboy = requireFromServer('busboy');
let n = 0;

/** @typedef {(file: import('node:stream').Readable, name: string) => Promise<unknown>} Sink */

/** @returns {Sink} */
function diskSink() {
  const dir = process.env.DATA_DIR ?? '';
  mkdirSync(dir, { recursive: true });
  return (file, name) => pipeline(file, createWriteStream(path.join(dir, name)));
}

/** @returns {Sink} */
function s3Sink() {
  const { fileStorage } = requireFromServer('./dist/config.js').loadConfig(process.env);
  const { partSize, partsInFlight, s3Client } = requireFromServer('./dist/modules/files/s3-store.js');
  /** @type {typeof import('@aws-sdk/lib-storage')} */
  const { Upload } = requireFromServer('@aws-sdk/lib-storage');
  const client = s3Client(fileStorage);
  return (file, name) =>
    new Upload({
      client,
      params: { Bucket: fileStorage.bucket, Key: path.posix.join(fileStorage.prefix, name), Body: file },
      partSize,
      queueSize: partsInFlight,
      leavePartsOnError: false,
    }).done();
}

const sink = process.env.FILE_STORAGE ? s3Sink() : diskSink();

createServer((req, res) => {
  if (req.method !== 'POST') {
    res.end('ready');
    return;
  }
  const parser = busboy({ headers: req.headers });
  /** @type {Promise<unknown>[]} */
  const writes = [];
  parser.on('file', (_name, stream) => writes.push(sink(stream, `upload-${n++}`)));
  parser.on('close', async () => {
    await Promise.all(writes);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"success":true}');
  });
  req.pipe(parser);
}).listen(Number(process.env.PORT), '127.0.0.1');
