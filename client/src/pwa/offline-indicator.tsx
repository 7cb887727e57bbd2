import { useEffect, useState } from 'react';
import { pwaMessages, swMessageTypes } from './pwa-messages';
import { replaySavedForms } from './register';

type Note = 'offline' | 'backOnline' | 'formSent' | null;

const BACK_ONLINE_NOTE_MS = 5000;

/** A banner while the connection is down, a short note when it returns or a saved form has gone out. */
export function OfflineIndicator() {
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showBriefly = (next: Note) => {
      clearTimeout(timer);
      setNote(next);
      timer = setTimeout(() => setNote(null), BACK_ONLINE_NOTE_MS);
    };
    const goOffline = () => {
      clearTimeout(timer);
      setNote('offline');
    };
    const goOnline = () => {
      showBriefly('backOnline');
      replaySavedForms();
    };
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === swMessageTypes.formSent) showBriefly('formSent');
    };
    if (!navigator.onLine) goOffline();
    else replaySavedForms();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, []);

  return (
    <div
      className={note === 'offline' ? 'pwa-notice pwa-notice-offline' : 'pwa-notice'}
      role="status"
      aria-live="polite"
      hidden={!note}
    >
      {note && pwaMessages[note === 'offline' ? 'offline' : note]}
    </div>
  );
}
