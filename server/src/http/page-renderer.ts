import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ContentDocuments, PrerenderManifest } from '@coop/contract';
import type { PageSnapshot } from './page-set';

/**
 * A render of the whole site as the main thread receives it: the manifest, and the text (SITE_URL in place) of
 * each page that differs from the one served before, by its path; the shell's under its file name.
 */
export interface SiteChanges {
  manifest: PrerenderManifest;
  changed: Record<string, string>;
}

/** Where the build keeps the SSR bundle and Vite's page template (scripts/prerender.mjs). */
export function ssrFiles(ssrDir: string): { entry: string; template: string } {
  return { entry: path.join(ssrDir, 'entry-server.js'), template: path.join(ssrDir, 'template.html') };
}

// The worker's whole program: it loads the SSR bundle once and answers each request with its documentsHash, or
// with its renderSite reduced to the pages whose text (SITE_URL in place) differs from what it last sent, the
// served pages at first: a whole site is about a megabyte, and copying it into the main thread held that thread
// 10–30 ms a render. One request at a time (a render sets the bundle's content and route state as it goes).
// Plain CommonJS given as text, so the same code runs from the compiled server and under the test runner, which
// compiles TypeScript files a worker could not load.
const workerProgram = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
// Below the thread answering requests: with every core busy, a render waits rather than a visitor. Linux gives
// each thread its own priority; elsewhere the render runs at the process's.
try {
  require('node:os').setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {}
const ssr = import(pathToFileURL(workerData.entry).href);
const template = fs.readFileSync(workerData.template, 'utf8');
const readAsset = (address) => fs.readFileSync(path.join(workerData.clientDir, address), 'utf8');
const sent = new Map(Object.entries(workerData.served));
const changesOf = (site) => {
  const served = (html) => html.replaceAll(site.manifest.siteUrlPlaceholder, workerData.siteUrl);
  const texts = [...site.pages.map((page) => [page.path, served(page.html)]), [site.manifest.shell, served(site.shell)]];
  const changed = Object.fromEntries(texts.filter(([key, text]) => sent.get(key) !== text));
  sent.clear();
  for (const [key, text] of texts) sent.set(key, text);
  return { manifest: site.manifest, changed };
};
const answer = async ({ id, kind, documents }) => {
  try {
    const entry = await ssr;
    const result =
      kind === 'hash'
        ? entry.documentsHash(documents)
        : changesOf(await entry.renderSite(template, documents, readAsset));
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
};
let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(() => answer(request));
});
`;

interface Answer {
  id: number;
  result?: unknown;
  error?: string;
}

/**
 * Renders the public site with the build's own SSR bundle, in a worker thread: a render takes a few hundred
 * milliseconds of CPU, which on the thread answering requests would hold every request back that long. The
 * worker loads the bundle once and stays, so a render after a content change starts at once.
 */
export class PageRenderer {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  /** `served`: the pages served now, which the first render's changes are told against. */
  constructor(clientDir: string, ssrDir: string, siteUrl: string, served: PageSnapshot) {
    const files = ssrFiles(ssrDir);
    for (const file of Object.values(files)) {
      if (!fs.existsSync(file))
        throw new Error(`${file} is missing: the client build is incomplete (run npm run build)`);
    }
    const texts = Object.fromEntries([...served.pages].map(([address, page]) => [address, page.text]));
    texts[served.shellFile] = served.shell.text;
    this.worker = new Worker(workerProgram, {
      eval: true,
      workerData: { ...files, clientDir, siteUrl, served: texts },
    });
    // Idle between renders, it must not keep the process alive on its own.
    this.worker.unref();
    this.worker.on('message', ({ id, result, error }: Answer) => {
      const waiter = this.waiting.get(id);
      this.waiting.delete(id);
      if (error === undefined) waiter?.resolve(result);
      else waiter?.reject(new Error(`Rendering the pages failed: ${error}`));
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`The page renderer stopped (exit code ${code})`)));
  }

  render(documents: ContentDocuments): Promise<SiteChanges> {
    return this.ask('render', documents) as Promise<SiteChanges>;
  }

  /** The hash the build records in its manifest, of these documents. */
  documentsHash(documents: ContentDocuments): Promise<string> {
    return this.ask('hash', documents) as Promise<string>;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private ask(kind: 'render' | 'hash', documents: ContentDocuments): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, kind, documents });
    });
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
