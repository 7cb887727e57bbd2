import http from 'node:http';
import type { TestApp } from './test-app';

const boundary = '----coop-test-upload';

/**
 * POST /api/files.php with one file part, whose body the test writes itself (`head`, the file's bytes, then
 * `tail`) at the pace it wants, as a slow connection would send it; `answer` is the server's JSON reply.
 */
export function openRestUpload(app: TestApp, token: string, file: { name: string; size: number }) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${app.url}/api/files.php`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + file.size + tail.length),
    },
  });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
  });
  return { request, head, tail, answer };
}
