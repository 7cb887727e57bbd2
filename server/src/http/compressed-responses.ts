import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** The text files worth compressing; pictures, fonts and PDFs are compressed already. */
const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.md',
  '.svg',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ics',
]);
/** Larger files are sent as they are rather than held in memory. */
const largestCompressed = 4 * 1024 * 1024;
/** The file extension of each encoding's precompressed copy, written next to the file by `precompressFolder`. */
const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const encodings = Object.keys(suffixes) as Encoding[];

export function isCompressible(filePath: string): boolean {
  return compressibleExtensions.has(path.extname(filePath).toLowerCase());
}

/**
 * Both compressed forms of a body, each made once at its highest level: the files only change with a
 * new build or new content, and a phone on a weak signal waits for every byte.
 */
export async function compressBoth(body: Buffer): Promise<Record<Encoding, Buffer>> {
  // A window no larger than the body: brotli's default 4 MiB one made each compression hold tens of MB.
  const window = Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1))),
  );
  const br = await brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return { br, gzip: await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }) };
}

/** The encoding to answer with (brotli, smaller, whenever accepted), or undefined for the plain body. */
export function chosenEncoding(req: Request): Encoding | undefined {
  // Without the header, negotiation would accept anything; a client that names no encoding gets plain bytes.
  if (!req.headers['accept-encoding']) return undefined;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
}

/** Sends one compressed form; `Vary` tells caches the answer depends on Accept-Encoding. */
export function sendEncoded(req: Request, res: Response, encoding: Encoding, body: Buffer): void {
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Writes both compressed forms next to every compressible file under `dir` (`app.js.br`, `app.js.gz`), so the
 * server reads them instead of compressing at run time: the build's assets are the largest files it sends, and
 * compressing them at the highest level in the server cost seconds of CPU and tens of MB at every start.
 */
export async function precompressFolder(
  dir: string,
  skip: (relativePath: string) => boolean = () => false,
): Promise<number> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  let written = 0;
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !isCompressible(file) || skip(path.relative(dir, file))) continue;
    const body = await fs.promises.readFile(file);
    if (body.length > largestCompressed) continue;
    const encoded = await compressBoth(body);
    for (const encoding of encodings) await fs.promises.writeFile(file + suffixes[encoding], encoded[encoding]);
    written++;
  }
  return written;
}

/** The precompressed forms of a file, when both are there and not older than the file itself. */
async function readPrecompressed(file: string, stat: fs.Stats): Promise<Record<Encoding, Buffer> | undefined> {
  for (const encoding of encodings) {
    const copy = await fs.promises.stat(file + suffixes[encoding]).catch(() => undefined);
    if (!copy?.isFile() || copy.mtimeMs < stat.mtimeMs) return undefined;
  }
  const [br, gz] = await Promise.all(encodings.map((encoding) => fs.promises.readFile(file + suffixes[encoding])));
  return { br, gzip: gz };
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  encoded: Promise<Record<Encoding, Buffer>>;
}

/**
 * Answers requests for text files under `root` with their brotli or gzip form: the copies the build wrote
 * next to them, or else made once per file version; either is kept in memory. The plain form, ranges and
 * everything else fall through to express.static, which serves the same files with the same `cacheControl`.
 */
export function compressedFiles(root: string, cacheControl: string): RequestHandler {
  const cache = new Map<string, CachedFile>();
  const resolvedRoot = path.resolve(root);

  const encodedFile = (file: string, stat: fs.Stats): Promise<Record<Encoding, Buffer>> => {
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.encoded;
    const encoded = readPrecompressed(file, stat).then(
      async (copies) => copies ?? compressBoth(await fs.promises.readFile(file)),
    );
    encoded.catch(() => cache.delete(file));
    cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, encoded });
    return encoded;
  };

  const fileOf = async (requestPath: string): Promise<{ file: string; stat: fs.Stats } | undefined> => {
    let relative: string;
    try {
      relative = decodeURIComponent(requestPath);
    } catch {
      return undefined;
    }
    if (relative.includes('\0')) return undefined;
    const file = path.join(resolvedRoot, relative);
    if (!file.startsWith(resolvedRoot + path.sep)) return undefined;
    const stat = await fs.promises.stat(file).catch(() => undefined);
    return stat?.isFile() && stat.size <= largestCompressed ? { file, stat } : undefined;
  };

  const handler: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCompressible(req.path)) return next();
    const found = await fileOf(req.path);
    if (!found) return next();
    res.vary('Accept-Encoding');
    const encoding = chosenEncoding(req);
    if (!encoding) return next();
    try {
      const encoded = (await encodedFile(found.file, found.stat))[encoding];
      res.type(path.extname(found.file));
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('Last-Modified', found.stat.mtime.toUTCString());
      res.setHeader(
        'ETag',
        `W/"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}-${encoding}"`,
      );
      sendEncoded(req, res, encoding, encoded);
    } catch (error) {
      next(error);
    }
  };

  return handler;
}
