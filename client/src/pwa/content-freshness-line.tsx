import { useEffect, useState } from 'react';
import { contentCheckedMessage, readContentCheck, type ContentCheck } from './content-check';
import { freshnessOf, freshnessText } from './content-freshness';
import { pwaMessages } from './pwa-messages';

const AGE_REFRESH_MS = 60_000;

interface Known {
  check: ContentCheck | undefined;
  controlled: boolean;
}

/**
 * One line saying how current the content near it is: "Updated just now", or the age of the copy kept on this
 * device, or that newer content has been saved since the page opened (with a way to show it). Read from the
 * worker's record whenever the line is drawn (the home page draws its schedule late) and after each of the worker's
 * checks. Its line is kept empty until the page runs, so nothing moves when it is filled.
 */
export function ContentFreshnessLine() {
  const [known, setKnown] = useState<Known>();
  const [online, setOnline] = useState(true);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let active = true;
    const read = () =>
      void readContentCheck()
        .catch(() => undefined)
        .then((check) => {
          if (!active) return;
          setKnown({ check, controlled: Boolean(navigator.serviceWorker?.controller) });
          setNow(new Date());
        });
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === contentCheckedMessage) read();
    };
    const onConnection = () => {
      setOnline(navigator.onLine);
      setNow(new Date());
    };
    read();
    onConnection();
    const tick = setInterval(() => setNow(new Date()), AGE_REFRESH_MS);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    window.addEventListener('online', onConnection);
    window.addEventListener('offline', onConnection);
    return () => {
      active = false;
      clearInterval(tick);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      window.removeEventListener('online', onConnection);
      window.removeEventListener('offline', onConnection);
    };
  }, []);

  const freshness = known && freshnessOf({ ...known, online, openedAt: performance.timeOrigin });
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
