import fs from 'node:fs';
import path from 'node:path';
import type { ContentDocuments, ContentVersion, RenderedSite } from '@coop/contract';
import type { PageSnapshot } from '../../http/static-site';
import { PageRenderer, RendererStopped } from './page-renderer';
import { readBuiltSite, snapshotOf } from './page-set';

const pagesOf = (snapshot: PageSnapshot) => [...snapshot.pages.values(), snapshot.shell];

/**
 * Where the content comes from: the documents now, with the revision of the newest change among them and when it
 * was saved; and word of each change, on this instance or another.
 */
export interface ContentSource {
  snapshot(): { documents: ContentDocuments; revision: number; changedAt: Date };
  onChange(listener: () => void): void;
}
type ContentState = ReturnType<ContentSource['snapshot']>;

/**
 * Keeps the served pages showing the current content: renders them before the server answers, then again after
 * every change, and swaps the new set in whole. Changes arriving during a render are folded into one more render
 * after it, so a burst of saves costs two renders, not one each.
 */
export class LivePages {
  current: PageSnapshot;
  private pending = false;
  private running: Promise<void> | undefined;
  private shownState: ContentState | undefined;

  constructor(
    built: RenderedSite,
    private readonly siteUrl: string,
    readonly renderer: PageRenderer,
    private readonly source: ContentSource,
    private readonly log: (line: string) => void,
  ) {
    this.current = snapshotOf(built, siteUrl);
    this.compressAhead(this.current);
  }

  /**
   * Renders the pages from the content as it stands, so the first request sees it; the built pages stay served
   * when they show it already.
   */
  async start(): Promise<void> {
    this.source.onChange(() => this.changed());
    this.changed();
    await this.settled();
  }

  /** Settles once the pages show every change announced so far, or failed to. */
  async settled(): Promise<void> {
    await this.running;
  }

  /**
   * The revision the served pages show, for the installed app's content check: an app told of a newer revision
   * than the pages show would keep pages from before it as if they were current.
   */
  shown(): ContentVersion | undefined {
    const state = this.shownState;
    return state && { revision: state.revision, changed_at: state.changedAt.toISOString() };
  }

  close(): Promise<void> {
    return this.renderer.close();
  }

  private changed(): void {
    this.pending = true;
    this.running ??= this.renderWhilePending();
  }

  private async renderWhilePending(): Promise<void> {
    let retried = false;
    while (this.pending) {
      this.pending = false;
      try {
        await this.render(this.source.snapshot());
        retried = false;
      } catch (error) {
        // A worker that exited or hung is replaced at the next render: tried once more at once, as the change would
        // otherwise wait for the next one. Twice in a row, it waits.
        const retry: boolean = error instanceof RendererStopped && !retried;
        this.log(
          `The pages could not be rendered again (${retry ? 'trying once more' : 'the earlier ones are still served'}): ${String(error)}`,
        );
        retried = retry;
        this.pending ||= retry;
      }
    }
    this.running = undefined;
  }

  private async render(state: ContentState): Promise<void> {
    const started = performance.now();
    const site = await this.renderer.render(state.documents);
    const ms = Math.round(performance.now() - started);
    if (site.manifest.documentsHash === this.current.manifest.documentsHash) {
      // What is served shows these documents already (the built pages at start): only the render time differs.
      this.log(`Pages rendered again in ${ms} ms: nothing new to serve`);
    } else {
      const before = new Set(pagesOf(this.current));
      this.current = snapshotOf(site, this.siteUrl, this.current);
      const changed = pagesOf(this.current).filter((page) => !before.has(page)).length;
      this.log(`Pages rendered again in ${ms} ms: ${changed} of ${site.pages.length + 1} changed`);
      this.compressAhead(this.current);
    }
    this.shownState = state;
  }

  /**
   * Compresses the pages at the highest levels ahead of their first visitors, one at a time on the thread pool (one
   * core at most, the other left to requests), while they are served. A page asked for sooner is compressed then.
   */
  private compressAhead(snapshot: PageSnapshot): void {
    void (async () => {
      for (const page of pagesOf(snapshot)) {
        if (this.current !== snapshot) return;
        await page.encoded();
      }
    })().catch((error: unknown) => this.log(`Compressing the pages failed: ${String(error)}`));
  }
}

/**
 * The public pages the build pre-rendered, rendered again from `content` before the server answers and after every
 * change; undefined when the client is not built (the server then serves only its API and /content).
 */
export async function startLivePages(
  { clientDir, ssrDir, siteUrl }: { clientDir: string | undefined; ssrDir: string; siteUrl: string },
  content: ContentSource,
  log: (line: string) => void,
): Promise<LivePages | undefined> {
  if (!clientDir || !fs.existsSync(path.join(clientDir, 'index.html'))) return undefined;
  const renderer = new PageRenderer({ ssrDir, clientDir }, log);
  const pages = new LivePages(readBuiltSite(clientDir), siteUrl, renderer, content, log);
  await pages.start();
  return pages;
}
