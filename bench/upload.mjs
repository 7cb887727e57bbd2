// @ts-check
// 4. Upload: a 50 MB file through the REST shim and through GraphQL, against busboy piping the same body to disk;
// the server's peak memory while it happens; and a 200 MB attempt refused with 413 within the same bound.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayS3 } from '../tests/support/throwaway-s3.mjs';
import { figure, freePort, login, mb, median, root, settledRss, startProduct, waitFor, watchPeakRss } from './lib.mjs';

const boundary = '----coop-bench-boundary';
const fileBytes = 50 * 1024 * 1024;
const chunk = Buffer.alloc(1024 * 1024, 0x20);

/**
 * Sends a multipart body of `size` file bytes (a PDF), generated on the fly so the
 * load generator itself stays small; resolves with the status and the seconds taken.
 * @param {string} url
 * @param {{ size: number, token?: string, graphql?: boolean }} options
 * @returns {Promise<{ status: number | undefined, seconds: number }>}
 */
function sendMultipart(url, { size, token, graphql = false }) {
  const prefix = graphql
    ? `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
      JSON.stringify({ query: 'mutation($f: Upload!) { uploadFile(file: $f) { id size } }', variables: { f: null } }) +
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
    : `--${boundary}\r\nContent-Disposition: form-data; name="visibility"\r\n\r\neveryone\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const suffix = `\r\n--${boundary}--\r\n`;
  const head = Buffer.from(prefix + '%PDF-1.7\n');
  const bodyLength = head.length + (size - 9) + suffix.length;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(bodyLength),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(graphql ? { 'apollo-require-preflight': 'true' } : {}),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, seconds: (performance.now() - started) / 1000 }));
    });
    req.on('error', reject);
    let left = size - 9;
    req.write(head);
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return req.once('drain', pump);
      }
      req.end(suffix);
    };
    pump();
  });
}

/**
 * @param {string} url
 * @param {{ size: number, token?: string, graphql?: boolean }} options
 */
async function throughput(url, options, runs = 3) {
  const seconds = [];
  for (let i = 0; i < runs; i++) {
    const { status, seconds: s } = await sendMultipart(url, options);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    seconds.push(s);
  }
  return mb(fileBytes) / median(seconds);
}

/**
 * The server's peak memory over idle while uploads ran: a streamed upload keeps it within a bound whatever the size.
 * @param {string} section
 * @param {number} idle
 * @param {number} peak
 */
function memoryFigure(section, idle, peak) {
  const growth = mb(peak - idle);
  const note = `idle ${mb(idle).toFixed(0)} MB, peak ${mb(peak).toFixed(0)} MB`;
  return figure(section, 'server peak RSS growth over idle', growth, 'MB', '≤ 64 MB', growth <= 64, note);
}

/**
 * The floor (bench/floor-upload.mjs) in a process of its own, sending the bytes where `env` says: a folder of its
 * own, or the S3 store named by FILE_STORAGE and the S3_* variables.
 * @param {Record<string, string>} [env]
 */
async function startUploadFloor(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coop-bench-floor-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/floor-upload.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(url);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/**
 * @param {string} section
 * @param {string} name
 * @param {number} rate
 * @param {number} floorRate
 */
function againstFloor(section, name, rate, floorRate) {
  const note = `${(rate / floorRate).toFixed(2)}× floor`;
  return figure(section, name, rate, 'MB/s', '≥ 0.6× floor', rate >= 0.6 * floorRate, note);
}

export async function benchUpload() {
  const product = await startProduct();
  let floor;
  try {
    floor = await startUploadFloor();
    const token = await login(product.url);
    const idle = await settledRss(product.pid);
    const stopWatching = watchPeakRss(product.pid);
    const floorRate = await throughput(floor.url, { size: fileBytes });
    const restRate = await throughput(`${product.url}/api/files.php`, { size: fileBytes, token });
    const graphqlRate = await throughput(`${product.url}/graphql`, { size: fileBytes, token, graphql: true });
    const refused = await sendMultipart(`${product.url}/api/files.php`, { size: 200 * 1024 * 1024, token });
    const memory = memoryFigure('upload', idle, stopWatching());
    return [
      figure('upload', 'floor: busboy to disk, 50 MB', floorRate, 'MB/s', 'reference', true),
      againstFloor('upload', 'REST /api/files.php, 50 MB', restRate, floorRate),
      againstFloor('upload', 'GraphQL uploadFile, 50 MB', graphqlRate, floorRate),
      memory,
      figure(
        'upload',
        '200 MB attempt',
        refused.status ?? 0,
        'status',
        '413, within the memory bound',
        refused.status === 413 && memory.met,
        `${refused.seconds.toFixed(1)} s`,
      ),
    ];
  } finally {
    floor?.stop();
    await product.stop();
  }
}

/**
 * The same 50 MB upload with the bytes going on to S3-compatible storage (s3rver in this process, on loopback):
 * the server streams its temporary file up in parts, so its memory must stay as flat as with the folder. Against
 * a floor that streams the body from busboy into lib-storage's Upload, to the same store, in the same parts.
 */
export async function benchUploadS3() {
  const s3 = await startThrowawayS3({ bucket: 'bench', ownProcess: true });
  const storage = s3.productEnv('uploads');
  let product;
  let floor;
  try {
    product = await startProduct(storage);
    floor = await startUploadFloor(storage);
    const token = await login(product.url);
    const idle = await settledRss(product.pid);
    const stopWatching = watchPeakRss(product.pid);
    // One upload each first, not counted: whichever went first would otherwise pay alone for warming up s3rver.

    await sendMultipart(floor.url, { size: fileBytes });
    await sendMultipart(`${product.url}/api/files.php`, { size: fileBytes, token });
    const floorRate = await throughput(floor.url, { size: fileBytes });
    const rate = await throughput(`${product.url}/api/files.php`, { size: fileBytes, token });
    return [
      figure('upload-s3', 'floor: busboy into lib-storage Upload, 50 MB', floorRate, 'MB/s', 'reference', true),
      againstFloor('upload-s3', 'REST /api/files.php to S3 (s3rver), 50 MB', rate, floorRate),
      memoryFigure('upload-s3', idle, stopWatching()),
    ];
  } finally {
    floor?.stop();
    await product?.stop();
    await s3.stop();
  }
}
