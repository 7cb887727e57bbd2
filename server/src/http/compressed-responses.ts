import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip";

/** The text files worth compressing; pictures, fonts and PDFs are compressed already. */
const compressibleExtensions = new Set([".js", ".mjs", ".css", ".json", ".md", ".svg", ".webmanifest", ".txt", ".xml", ".ics"]);
/** Larger files are sent as they are rather than held in memory. */
const largestCompressed = 4 * 1024 * 1024;

export function isCompressible(filePath: string): boolean {
  return compressibleExtensions.has(path.extname(filePath).toLowerCase());
}

/**
 * Both compressed forms of a body, each made once at its highest level: the files only change with a
 * new build or new content, and a phone on a weak signal waits for every byte.
 */
export async function compressBoth(body: Buffer): Promise<Record<Encoding, Buffer>> {
  // A window no larger than the body: brotli's default 4 MiB one made each compression hold tens of MB.
  const window = Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1))));
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
  if (!req.headers["accept-encoding"]) return undefined;
  if (req.acceptsEncodings("br") === "br") return "br";
  return req.acceptsEncodings("gzip") === "gzip" ? "gzip" : undefined;
}

/** Sends one compressed form; `Vary` tells caches the answer depends on Accept-Encoding. */
export function sendEncoded(req: Request, res: Response, encoding: Encoding, body: Buffer): void {
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  encoded: Promise<Record<Encoding, Buffer>>;
}

/**
 * Answers requests for text files under `root` with their brotli or gzip form, made once per file
 * version and kept in memory; the plain form, ranges and everything else fall through to
 * express.static, which serves the same files with the same `cacheControl`.
 */
export function compressedFiles(root: string, cacheControl: string): RequestHandler & { warm(): Promise<void> } {
  const cache = new Map<string, CachedFile>();
  const resolvedRoot = path.resolve(root);

  const encodedFile = (file: string, stat: fs.Stats): Promise<Record<Encoding, Buffer>> => {
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.encoded;
    const encoded = fs.promises.readFile(file).then(compressBoth);
    encoded.catch(() => cache.delete(file));
    cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, encoded });
    return encoded;
  };

  const fileOf = (requestPath: string): { file: string; stat: fs.Stats } | undefined => {
    let relative: string;
    try {
      relative = decodeURIComponent(requestPath);
    } catch {
      return undefined;
    }
    if (relative.includes("\0")) return undefined;
    const file = path.join(resolvedRoot, relative);
    if (!file.startsWith(resolvedRoot + path.sep)) return undefined;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() && stat.size <= largestCompressed ? { file, stat } : undefined;
  };

  const handler: RequestHandler = async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCompressible(req.path)) return next();
    const found = fileOf(req.path);
    if (!found) return next();
    res.vary("Accept-Encoding");
    const encoding = chosenEncoding(req);
    if (!encoding) return next();
    try {
      const encoded = (await encodedFile(found.file, found.stat))[encoding];
      res.type(path.extname(found.file));
      res.setHeader("Cache-Control", cacheControl);
      res.setHeader("Last-Modified", found.stat.mtime.toUTCString());
      res.setHeader("ETag", `W/"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}-${encoding}"`);
      sendEncoded(req, res, encoding, encoded);
    } catch (error) {
      next(error);
    }
  };

  /** Compresses every file under the root ahead of the first visitor. */
  const warm = async (): Promise<void> => {
    const entries = await fs.promises.readdir(resolvedRoot, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !isCompressible(file)) continue;
      const stat = await fs.promises.stat(file);
      if (stat.size <= largestCompressed) await encodedFile(file, stat);
    }
  };
  return Object.assign(handler, { warm });
}
