import { scheduleChangesFileName, type ScheduleChange } from '@coop/contract';
import type { ContentService } from '../content';

/**
 * The one-off schedule changes as saved last, read from the content store at each call and parsed once per
 * saved text. A document in the store passed the shared parser when it was saved, so it is not checked again:
 * a catalogue saved since, on which an old change no longer fits, must not take the feeds down.
 */
export function liveScheduleChanges(content: ContentService): () => { changes: ScheduleChange[]; savedAt: Date } {
  let last: { body: string; value: { changes: ScheduleChange[]; savedAt: Date } } | undefined;
  return () => {
    const stored = content.stored(scheduleChangesFileName);
    const body = stored?.body ?? '[]';
    if (last?.body !== body) {
      last = {
        body,
        value: { changes: JSON.parse(body) as ScheduleChange[], savedAt: stored?.updatedAt ?? new Date(0) },
      };
    }
    return last.value;
  };
}
