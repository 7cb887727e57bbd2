import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageRenderer, RendererStopped } from './page-renderer';

// A stand-in for the build's SSR bundle: it renders one page from one document, or breaks as a faulty bundle or
// a runaway render could, as the document says.
const bundle = `
import { threadId } from 'node:worker_threads';
export async function renderSite(template, documents, readAsset) {
  const text = documents['page.md'] === 'thread' ? 'thread ' + threadId : documents['page.md'];
  if (text === 'exit') process.exit(3);
  if (text === 'hang') for (;;);
  if (text === 'throw') throw new Error('no route renders this page');
  const html = template.replace('<!--app-html-->', text + readAsset('/assets/site.css'));
  const manifest = { siteUrlPlaceholder: 'https://site-url.invalid', shell: 'shell.html', clientOnlyPaths: [],
    pages: [{ path: '/', file: 'index.html' }], inlineStyleHashes: [], documentsHash: text };
  return { pages: [{ path: '/', file: 'index.html', html }], shell: template, manifest, skipped: [] };
}
`;

let dir: string;
const logs: string[] = [];
const renderers: PageRenderer[] = [];

function renderer(timeoutMs?: number, idleMs?: number): PageRenderer {
  const made = new PageRenderer({ ssrDir: dir, clientDir: dir }, (line) => logs.push(line), timeoutMs, idleMs);
  renderers.push(made);
  return made;
}

async function pageOf(from: PageRenderer, text: string): Promise<string> {
  return (await from.render({ 'page.md': text })).pages[0].html;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-renderer-'));
  fs.writeFileSync(path.join(dir, 'entry-server.js'), bundle);
  fs.writeFileSync(path.join(dir, 'template.html'), '<main><!--app-html--></main>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'site.css'), ' (styled)');
});

afterAll(async () => {
  await Promise.all(renderers.map((made) => made.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('page renderer', () => {
  it('renders the site from the documents in its worker; a render that fails says why, and the next one renders', async () => {
    const pages = renderer();
    expect(await pageOf(pages, 'Hello')).toBe('<main>Hello (styled)</main>');
    await expect(pages.render({ 'page.md': 'throw' })).rejects.toThrow('no route renders this page');
    expect(await pageOf(pages, 'Again')).toBe('<main>Again (styled)</main>');
  });

  it('fails the render of a worker that exits, and renders the next on a new worker', async () => {
    const pages = renderer();
    expect(await pageOf(pages, 'Before')).toContain('Before');
    await expect(pages.render({ 'page.md': 'exit' })).rejects.toThrow(RendererStopped);
    expect(await pageOf(pages, 'After')).toBe('<main>After (styled)</main>');
  });

  it('fails the render of a worker stopped from outside, and renders the next on a new worker', async () => {
    const pages = renderer();
    const stopped = pages.render({ 'page.md': 'hang' });
    await pages.terminate();
    await expect(stopped).rejects.toThrow(RendererStopped);
    expect(await pageOf(pages, 'After')).toContain('After');
  });

  it(
    'stops a worker that does not answer in time, and renders the next on a new worker',
    { timeout: 40_000 },
    async () => {
      // Long enough for a worker to start on a busy machine, as the render after the hung one starts one.
      const pages = renderer(10_000);
      await expect(pages.render({ 'page.md': 'hang' })).rejects.toThrow('did not answer within 10000 ms');
      expect(await pageOf(pages, 'After')).toBe('<main>After (styled)</main>');
    },
  );

  it('keeps its worker while renders follow each other, lets it go once idle, and starts a new one for the next', async () => {
    // Long enough that the second render follows the first within it on a busy machine.
    const pages = renderer(undefined, 3_000);
    const first = await pageOf(pages, 'thread');
    expect(await pageOf(pages, 'thread')).toBe(first);
    await vi.waitFor(() => expect(pages.loaded).toBe(false), { timeout: 20_000, interval: 100 });
    const next = await pageOf(pages, 'thread');
    expect(next).toMatch(/^<main>thread \d+ \(styled\)<\/main>$/);
    expect(next).not.toBe(first);
    expect(pages.loaded).toBe(true);
  });

  it('renders nothing once closed', async () => {
    const pages = renderer();
    await pages.close();
    await expect(pages.render({ 'page.md': 'Late' })).rejects.toThrow('closed');
  });
});
