import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuiltSite, snapshotOf } from '../modules/public-pages';
import { precompressFolder } from './compressed-responses';
import { errorResponder } from './rest';
import { staticSite } from './static-site';

// A built client in miniature: two pre-rendered pages written with the placeholder origin, the shell and the
// manifest, as scripts/prerender.mjs writes them.
const placeholder = 'https://site-url.invalid';
const siteUrl = 'https://coop.example.test';
let clientDir: string;
let contentDir: string;
const script = `console.log(${JSON.stringify("a line of the app's code ".repeat(40))});`;
let server: ReturnType<express.Express['listen']>;
let base: string;

function page(title: string): string {
  return `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${placeholder}/x"/></head><body><div id="root"><h1>${title}</h1></div><script type="application/json" id="app-data">{"siteUrl":"${placeholder}"}</script></body></html>`;
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-static-'));
  fs.mkdirSync(path.join(clientDir, 'classes'));
  fs.mkdirSync(path.join(clientDir, 'forgot-password'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), page('Home'));
  fs.writeFileSync(path.join(clientDir, 'classes', 'index.html'), page('Our Classes'));
  fs.writeFileSync(path.join(clientDir, 'forgot-password', 'index.html'), page('Forgot Your Password?'));
  fs.writeFileSync(
    path.join(clientDir, 'shell.html'),
    `<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), script);
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'prebuilt-abc.css'), `body{color:#222}${' '.repeat(2000)}`);
  fs.writeFileSync(
    path.join(clientDir, 'prerender-manifest.json'),
    JSON.stringify({
      siteUrlPlaceholder: placeholder,
      shell: 'shell.html',
      pages: [
        { path: '/', file: 'index.html' },
        { path: '/classes', file: 'classes/index.html' },
        { path: '/forgot-password', file: 'forgot-password/index.html' },
      ],
      clientOnlyPaths: ['/secure/dashboard'],
      inlineStyleHashes: [],
      documentsHash: 'abc',
    }),
  );
  const app = express();
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-content-'));
  fs.writeFileSync(path.join(contentDir, 'classes.json'), JSON.stringify({ classes: ['Art', 'Biology'] }));
  app.use(staticSite(clientDir, contentDir, siteUrl, { current: snapshotOf(readBuiltSite(clientDir), siteUrl) }));
  app.use(errorResponder(() => undefined));
  await new Promise<void>((resolve) => {
    server = app.listen(0, () => resolve());
  });
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** A request as a browser sends it, the body left as the server encoded it (fetch would decode it). */
function raw(requestPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${requestPath}`, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('static site', () => {
  it('serves a pre-rendered page with SITE_URL in place of the placeholder, revalidated on each visit', async () => {
    const answer = await fetch(`${base}/classes`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const html = await answer.text();
    expect(html).toContain('<h1>Our Classes</h1>');
    expect(html).toContain(`href="${siteUrl}/x"`);
    expect(html).toContain(`{"siteUrl":"${siteUrl}"}`);
    expect(html).not.toContain(placeholder);
    expect(await (await fetch(`${base}/`)).text()).toContain('<h1>Home</h1>');
  });

  it('answers an unknown path with the shell and 404, a client-only route with the shell and 200', async () => {
    const unknown = await fetch(`${base}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root"></div>');
    const dashboard = await fetch(`${base}/secure/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<div id="root"></div>');
  });

  it('redirects a trailing slash to the page address, keeping the query', async () => {
    const answer = await fetch(`${base}/classes/?a=1`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/classes?a=1');
  });

  it('never sends the raw page files or the manifest', async () => {
    for (const file of ['/classes/index.html', '/index.html', '/shell.html', '/prerender-manifest.json']) {
      const answer = await fetch(`${base}${file}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain(placeholder);
    }
  });

  it('serves assets for a year and other root files as they are', async () => {
    const asset = await fetch(`${base}/assets/index-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('sends pages, assets and content compressed to browsers that accept it, and plain to others', async () => {
    const plainPage = await raw('/classes');
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    expect(plainPage.headers.vary).toContain('Accept-Encoding');
    const brotliPage = await raw('/classes', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotliPage.headers['content-encoding']).toBe('br');
    expect(brotliPage.headers['content-type']).toContain('text/html');
    expect(brotliPage.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotliPage.body).toString()).toBe(plainPage.body.toString());

    const asset = await raw('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers).toMatchObject({
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.body.length).toBeLessThan(script.length / 4);
    expect(zlib.gunzipSync(asset.body).toString()).toBe(script);
    expect(
      (await raw('/assets/index-abc.js', { 'accept-encoding': 'gzip', 'if-none-match': asset.headers.etag! })).status,
    ).toBe(304);
    expect((await raw('/assets/index-abc.js')).body.toString()).toBe(script);

    const content = await raw('/content/classes.json', { 'accept-encoding': 'br' });
    expect(content.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(content.body).toString())).toEqual({ classes: ['Art', 'Biology'] });
  });

  it('sends the copies the build compressed ahead, and compresses the rest itself', async () => {
    const assets = path.join(clientDir, 'assets');
    expect(await precompressFolder(assets, (file) => file.startsWith('index-'))).toBe(1);
    expect(
      fs.existsSync(path.join(assets, 'prebuilt-abc.css.br')) &&
        fs.existsSync(path.join(assets, 'prebuilt-abc.css.gz')),
    ).toBe(true);
    expect(fs.existsSync(path.join(assets, 'index-abc.js.br'))).toBe(false);
    const brotli = await raw('/assets/prebuilt-abc.css', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-type']).toContain('text/css');
    expect(brotli.body.equals(fs.readFileSync(path.join(assets, 'prebuilt-abc.css.br')))).toBe(true);
    const gzip = await raw('/assets/prebuilt-abc.css', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(fs.readFileSync(path.join(assets, 'prebuilt-abc.css'), 'utf8'));
  });

  it('compresses only files inside its folders', async () => {
    for (const outside of [
      '/assets/..%2Fprerender-manifest.json',
      '/assets/%2e%2e/prerender-manifest.json',
      '/content/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const answer = await raw(outside, { 'accept-encoding': 'br' });
      expect(answer.status, outside).toBe(404);
      expect(answer.body.toString(), outside).not.toContain(placeholder);
    }
  });

  it('lists the pages in sitemap.xml, but for those reached only from a link, and points robots.txt to it, at SITE_URL', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/classes`,
    ]);
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /secure/');
  });
});
