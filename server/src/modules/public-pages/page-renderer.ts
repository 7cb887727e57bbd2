import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ContentDocuments, RenderedSite } from '@coop/contract';
import type { RenderAnswer, RenderWorkerData } from './render-worker';

/** A render that ended with its worker: the worker exited or stopped answering. The next render starts a new one. */
export class RendererStopped extends Error {}

// The built server runs render-worker.js beside this file. The test runner runs the TypeScript sources, which
// Node does not load in a thread of its own: there the thread first loads a hook that compiles them.
const fromSources = path.extname(__filename) === '.ts';
const workerFile = path.join(__dirname, fromSources ? 'render-worker.ts' : 'render-worker.js');
const execArgv = fromSources ? ['--require', path.join(__dirname, 'typescript-hook.cjs')] : [];

/**
 * Renders the public site with the build's own SSR bundle in a worker thread: a render takes a few hundred
 * milliseconds of CPU, which on the thread answering requests would hold every request back that long. The worker
 * stays loaded while renders follow each other, so each save of an editing session starts warm, and exits once
 * none has come for `idleMs`: the bundle and React in a second V8 heap are tens of MB, kept otherwise for the life
 * of the process for the next save, which may come days later and then waits for a cold start (about a second).
 * A worker that exits, or does not answer within `timeoutMs`, fails the render it was doing and is replaced by a
 * new one at the next render.
 */
export class PageRenderer {
  private worker: Worker | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly files: RenderWorkerData,
    private readonly log: (line: string) => void,
    private readonly timeoutMs = 60_000,
    private readonly idleMs = 60_000,
  ) {}

  /** Whether a worker is loaded now: from the first render after an idle spell until `idleMs` after the last. */
  get loaded(): boolean {
    return this.worker !== undefined;
  }

  /** The whole site rendered from these documents. One render at a time: the caller waits for each. */
  render(documents: ContentDocuments): Promise<RenderedSite> {
    if (this.closed) return Promise.reject(new Error('The page renderer is closed'));
    clearTimeout(this.idleTimer);
    const worker = (this.worker ??= this.start());
    return new Promise((resolve, reject) => {
      const settle = (error: Error | undefined, site?: RenderedSite) => {
        clearTimeout(timer);
        worker.off('message', answered).off('exit', exited);
        this.idleTimer = setTimeout(() => void this.terminate(), this.idleMs).unref();
        if (error) reject(error);
        else resolve(site!);
      };
      const answered = (answer: RenderAnswer) =>
        'site' in answer ? settle(undefined, answer.site) : settle(new Error(`Rendering failed: ${answer.error}`));
      const exited = (code: number) => settle(new RendererStopped(`The page renderer exited (code ${code})`));
      const timer = setTimeout(() => {
        settle(new RendererStopped(`The page renderer did not answer within ${this.timeoutMs} ms`));
        void this.terminate();
      }, this.timeoutMs);
      worker.on('message', answered).on('exit', exited);
      worker.postMessage(documents);
    });
  }

  /** Stops the worker now: a render in progress fails, and the next render starts a new worker. */
  async terminate(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  close(): Promise<void> {
    this.closed = true;
    return this.terminate();
  }

  private start(): Worker {
    const worker = new Worker(workerFile, { execArgv, workerData: this.files });
    // Idle between renders, it must not keep the process alive on its own.
    worker.unref();
    // An error the worker did not catch ends it: said here, then its render (if any) fails as it exits.
    worker.on('error', (error) => this.log(`The page renderer failed: ${error.stack}`));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }
}
