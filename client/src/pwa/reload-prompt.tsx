import { useEffect, useState } from 'react';
import { pwaMessages } from './pwa-messages';
import { registerServiceWorker } from './register';

/** Registers the service worker; says when a new version is waiting and offers to switch to it. */
export function ReloadPrompt() {
  const [activate, setActivate] = useState<(() => void) | null>(null);

  useEffect(() => registerServiceWorker((apply) => setActivate(() => apply)), []);

  return (
    <div className="pwa-notice" role="status" aria-live="polite" hidden={!activate}>
      {activate && (
        <>
          <span>{pwaMessages.updateAvailable}</span>{' '}
          <button type="button" className="button" onClick={activate}>
            {pwaMessages.reload}
          </button>
        </>
      )}
    </div>
  );
}
