// The page renderer's thread (see page-renderer.ts): it loads the build's SSR bundle once and answers each set of
// documents it is sent with the whole site rendered from them. The host sends one set at a time: a render sets
// the bundle's content and route state as it goes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { ContentDocuments, RenderedSite } from '@coop/contract';

/** Where the build wrote the SSR bundle with its page template (client/dist-ssr), and the built client. */
export interface RenderWorkerData {
  ssrDir: string;
  clientDir: string;
}

export type RenderAnswer = { site: RenderedSite } | { error: string };

interface SsrEntry {
  renderSite(
    template: string,
    documents: ContentDocuments,
    readAsset: (address: string) => string,
  ): Promise<RenderedSite>;
}

const { ssrDir, clientDir } = workerData as RenderWorkerData;
// Below the thread answering requests: with every core busy, a render waits rather than a visitor. Linux gives
// each thread a priority of its own; elsewhere the render runs at the process's.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Not Linux.
}
// The bundle is an ES module; this file is compiled to CommonJS, whose require() loads one since Node 20.19.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ssr = require(path.join(ssrDir, 'entry-server.js')) as SsrEntry;
const template = fs.readFileSync(path.join(ssrDir, 'template.html'), 'utf8');
const readAsset = (address: string) => fs.readFileSync(path.join(clientDir, address), 'utf8');
const answer = (message: RenderAnswer) => parentPort!.postMessage(message);

parentPort!.on('message', (documents: ContentDocuments) => {
  ssr.renderSite(template, documents, readAsset).then(
    (site) => answer({ site }),
    (error: unknown) => answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
