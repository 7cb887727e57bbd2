/**
 * Runs `work` over and over, each run `everyMs` after the previous one ends, so two runs never overlap however
 * long one takes. A failed run is reported and the loop goes on. The timer never keeps the process alive by
 * itself; `stop` lets the run under way finish.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether `stop` was called: a long run checks it to end early. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    this.schedule();
  }

  /** No run starts after this; the one under way is waited for. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.work()
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, this.everyMs);
    this.timer.unref();
  }
}
