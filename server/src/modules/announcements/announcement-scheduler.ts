import { PollLoop } from '../../poll-loop';
import type { AnnouncementsService } from './announcements.service';

/** How often each instance looks for scheduled messages whose time has come: a message goes out within it. */
export const defaultAnnouncementPollMs = 15_000;

/** Sends scheduled announcements when due, on every instance; the service's claim keeps each to one sending. */
export class AnnouncementScheduler {
  private readonly loop: PollLoop;

  constructor(service: Pick<AnnouncementsService, 'sendDue'>, pollMs: number, log: (line: string) => void) {
    this.loop = new PollLoop(
      () => service.sendDue(),
      pollMs,
      (error) => log(`Announcements: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
