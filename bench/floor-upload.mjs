// @ts-check
// The floor for the upload benchmark: busboy piping the multipart body's file straight to disk, nothing else.
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const requireFromServer = createRequire(path.join(process.cwd(), 'server', 'package.json'));
/** @type {typeof import('busboy')} */
const busboy = requireFromServer('busboy');
const dir = process.env.DATA_DIR ?? '';
mkdirSync(dir, { recursive: true });
let n = 0;

createServer((req, res) => {
  if (req.method !== 'POST') {
    res.end('ready');
    return;
  }
  const parser = busboy({ headers: req.headers });
  /** @type {Promise<void>[]} */
  const writes = [];
  parser.on('file', (_name, stream) =>
    writes.push(pipeline(stream, createWriteStream(path.join(dir, `upload-${n++}`)))),
  );
  parser.on('close', async () => {
    await Promise.all(writes);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"success":true}');
  });
  req.pipe(parser);
}).listen(Number(process.env.PORT), '127.0.0.1');
