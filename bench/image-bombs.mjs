// @ts-check
// Image bombs: small files that decode into huge pictures. Four sent at once as site pictures must leave the server
// answering and give its memory back; so must four pictures just under the pixel limit, which are made in turn.
import sharp from 'sharp';
import { figure, login, mb, settledRss, startProduct } from './lib.mjs';

/**
 * A picture of one colour: a few hundred KB of PNG however many pixels it has.
 * @param {number} width
 * @param {number} height
 */
const oneColourPng = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * @param {string} url
 * @param {string} token
 * @param {Buffer} bytes
 * @returns {Promise<string>} the image's id, or the code it was refused with
 */
async function uploadPicture(url, token, bytes) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($file: Upload!, $alt: String!) { uploadContentImage(file: $file, alt: $alt) { id } }',
      variables: { file: null, alt: 'A wall painted one colour' },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), 'wall.png');
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  return body.data?.uploadContentImage.id
    ? 'stored'
    : (body.errors?.[0]?.extensions?.code ?? `HTTP ${response.status}`);
}

/**
 * Four uploads of `bytes` at once while /healthz is asked again and again, one request after another; then the
 * server's memory once it has settled against before.
 * @param {{ url: string, pid: number }} product
 * @param {string} token
 * @param {Buffer} bytes
 */
async function fourAtOnce(product, token, bytes) {
  const before = await settledRss(product.pid);
  const started = performance.now();
  let done = false;
  const uploads = Promise.all([1, 2, 3, 4].map(() => uploadPicture(product.url, token, bytes))).finally(() => {
    done = true;
  });
  /** @type {number[]} */
  const healthz = [];
  while (!done) {
    const asked = performance.now();
    await (await fetch(`${product.url}/healthz`)).arrayBuffer();
    healthz.push(performance.now() - asked);
  }
  const outcomes = await uploads;
  const seconds = (performance.now() - started) / 1000;
  const after = await settledRss(product.pid, 60_000);
  const sorted = healthz.sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
  return { p99, samples: sorted.length, growth: mb(after - before), before, after, outcomes, seconds };
}

export async function benchImageBombs() {
  const product = await startProduct();
  try {
    const token = await login(product.url);
    // The picture that was accepted before there was a pixel limit, and one just under the limit.
    const cases = [
      ['four bombs', await oneColourPng(9_990, 9_990), 'PAYLOAD_TOO_LARGE'],
      ['four at the pixel limit', await oneColourPng(7_000, 7_000), 'stored'],
    ];
    const figures = [];
    for (const [name, bytes, expected] of /** @type {[string, Buffer, string][]} */ (cases)) {
      const run = await fourAtOnce(product, token, bytes);
      const answered = run.outcomes.every((outcome) => outcome === expected);
      const note = `${(bytes.length / 1024).toFixed(0)} KB PNG each, answered ${run.outcomes.join(', ')} in ${run.seconds.toFixed(1)} s; ${run.samples} /healthz`;
      figures.push(
        figure(
          'image-bombs',
          `${name}: /healthz p99`,
          run.p99,
          'ms',
          `< 500 ms, each ${expected}`,
          run.p99 < 500 && answered,
          note,
        ),
        figure(
          'image-bombs',
          `${name}: RSS after minus before`,
          run.growth,
          'MB',
          '≤ 150 MB',
          run.growth <= 150,
          `before ${mb(run.before).toFixed(0)} MB, after ${mb(run.after).toFixed(0)} MB`,
        ),
      );
    }
    return figures;
  } finally {
    await product.stop();
  }
}
