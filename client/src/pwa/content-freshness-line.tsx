import { useEffect, useState } from 'react';
import { freshnessText } from './content-freshness';
import { useContentFreshness } from './content-freshness-store';
import { pwaMessages } from './pwa-messages';

const AGE_REFRESH_MS = 60_000;

/**
 * One line saying how current the content near it is: "Updated just now", or the age of the copy kept on this
 * device, or that the content has changed since (with a way to load it). Its line is kept empty until the page
 * runs, so nothing moves when it is filled.
 */
export function ContentFreshnessLine() {
  const freshness = useContentFreshness();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    setNow(new Date());
    const tick = setInterval(() => setNow(new Date()), AGE_REFRESH_MS);
    return () => clearInterval(tick);
  }, [freshness]);

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
