import { useEffect, useState } from 'react';
import { readContentCheck } from './content-check';
import {
  freshnessAfterCheck,
  freshnessAtOpen,
  freshnessOffline,
  freshnessText,
  type Freshness,
} from './content-freshness';
import { pwaMessages, swMessageTypes } from './pwa-messages';

const AGE_REFRESH_MS = 60_000;

/**
 * One line saying how current the content near it is: "Updated just now", or the age of the copy kept on this
 * device, or that the content has changed since (with a way to load it). Filled only once the page runs, as the
 * pre-rendered page cannot know; its line is kept empty until then, so nothing moves when it is filled.
 */
export function ContentFreshnessLine() {
  const [freshness, setFreshness] = useState<Freshness>();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let active = true;
    const update = (next: (current: Freshness | undefined) => Freshness | undefined) => {
      if (!active) return;
      setNow(new Date());
      setFreshness(next);
    };
    const opened = readContentCheck().catch(() => undefined);
    const controlled = Boolean(navigator.serviceWorker?.controller);
    void opened.then((check) =>
      update(() => freshnessAtOpen({ online: navigator.onLine, controlled, check, now: new Date() })),
    );
    const onWorkerMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; revision?: unknown } | null;
      if (data?.type !== swMessageTypes.contentChecked || typeof data.revision !== 'number') return;
      const revision = data.revision;
      void opened.then((check) => update(() => freshnessAfterCheck(check, revision, new Date())));
    };
    const goOffline = () => update((current) => current && freshnessOffline(current));
    const tick = setInterval(() => active && setNow(new Date()), AGE_REFRESH_MS);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    window.addEventListener('offline', goOffline);
    return () => {
      active = false;
      clearInterval(tick);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  return (
    <p className="content-freshness">
      {freshness && freshnessText(freshness, now)}
      {freshness?.kind === 'changed' && (
        <>
          {' '}
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {pwaMessages.reload}
          </button>
        </>
      )}
    </p>
  );
}
