import type { ContentDocuments, ContentVersion } from '@coop/contract';
import type { PageRenderer } from './page-renderer';
import { changedSnapshot, type PageSet } from './page-set';

/** How long a new page set must stay served before its changed pages are compressed at the highest levels. */
const refineAfterMs = 2000;

/** The documents at one moment, with the revision of the newest change among them and when it was saved. */
export interface ContentState {
  documents: ContentDocuments;
  revision: number;
  changedAt: Date;
}

/** Where the site's content comes from once the server runs: the documents now, and word of each change. */
export interface ContentSource {
  snapshot(): ContentState;
  /** Called after every published change, on this instance or another. */
  onChange(listener: () => void): void;
}

/**
 * Keeps the served pages showing the current content: at start, renders them before serving when the content is
 * not what the build rendered; then after every change, renders them again in the renderer's worker, compresses
 * the pages that changed and swaps the new set in whole. Changes arriving during a render are folded into one
 * more render after it, so a burst of saves costs two renders, not one each.
 */
export class LivePages {
  private pending = false;
  private shownState: ContentState | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly pages: PageSet,
    private readonly renderer: PageRenderer,
    private readonly source: ContentSource,
    private readonly log: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    this.source.onChange(() => this.changed());
    const state = this.source.snapshot();
    // Known before the first render starts: the worker answers one request at a time, and the warm-up renders
    // below must know that the built pages already show this content.
    const built = (await this.renderer.documentsHash(state.documents)) === this.pages.current.documentsHash;
    if (built) this.shownState = state;
    // Every render goes through changed(), so the new page sets are swapped in the order they were rendered.
    this.changed();
    if (!built) {
      this.log('The content differs from what the build rendered: rendering the pages before serving them');
      await this.settled();
    } else {
      // Rendered in the background all the same, though nothing changed, twice (this second call, made while
      // the first render runs, asks for one more after it): the worker's first render takes about two seconds
      // (its modules loaded, its code not yet optimised), the second about 700 ms, the next ones 200–450 ms, and
      // the first change published should be served as soon as the later ones.
      this.changed();
    }
  }

  /** Settles once the pages show every change announced so far. */
  async settled(): Promise<void> {
    await this.running;
  }

  close(): Promise<void> {
    return this.renderer.close();
  }

  private changed(): void {
    this.pending = true;
    this.running ??= this.renderWhilePending();
  }

  private async renderWhilePending(): Promise<void> {
    while (this.pending) {
      this.pending = false;
      try {
        await this.render(this.source.snapshot());
      } catch (error) {
        this.log(`The pages could not be rendered again; the earlier ones are still served: ${String(error)}`);
      }
    }
    this.running = undefined;
  }

  /**
   * The revision the served pages show, for the installed app's content check: an app told of a newer revision
   * than the pages show would keep pages from before it as if they were current.
   */
  shown(): ContentVersion | undefined {
    const state = this.shownState;
    return state && { revision: state.revision, changed_at: state.changedAt.toISOString() };
  }

  private async render(state: ContentState): Promise<void> {
    const { documents } = state;
    const started = performance.now();
    const changes = await this.renderer.render(documents);
    if (this.shownState?.revision === state.revision) {
      // A warm-up render of what is served already: its pages differ only in the time they were rendered at.
      this.log(`Pages rendered again in ${Math.round(performance.now() - started)} ms: nothing new to serve`);
      return;
    }
    const { snapshot, ready, refine } = changedSnapshot(changes, this.pages.current);
    await ready;
    this.pages.swap(snapshot);
    this.shownState = state;
    const changed = Object.keys(changes.changed).length;
    const all = changes.manifest.pages.length + 1;
    this.log(`Pages rendered again in ${Math.round(performance.now() - started)} ms: ${changed} of ${all} changed`);
    // The highest levels cost about 70 ms of CPU a page: left until the saves pause, so a burst of them does not
    // take that time from requests over and over for pages replaced a moment later.
    setTimeout(() => {
      refine(() => this.pages.current === snapshot).catch((error: unknown) => {
        this.log(`Compressing the new pages failed; their quick forms stay: ${String(error)}`);
      });
    }, refineAfterMs).unref();
  }
}
