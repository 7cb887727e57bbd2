import { useEffect, useState } from 'react';
import { pwaMessages } from './pwa-messages';

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** iOS Safari has no install prompt: installing is Share → Add to Home Screen. */
function isIosSafariInBrowser(): boolean {
  const iOS = /iphone|ipad|ipod/i.test(navigator.userAgent);
  const otherBrowser = /crios|fxios|edgios/i.test(navigator.userAgent);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iOS && !otherBrowser && !standalone;
}

/** "Install app" when the browser offers installation; a one-line hint on iOS Safari. */
export function InstallButton() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [iosHint, setIosHint] = useState(false);

  useEffect(() => {
    setIosHint(isIosSafariInBrowser());
    const onOffer = (event: Event) => {
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = async () => {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice;
    setOffer(null);
  };

  if (offer) {
    return (
      <button type="button" className="button pwa-install" onClick={() => void install()}>
        {pwaMessages.install}
      </button>
    );
  }
  return iosHint ? <p className="pwa-install-hint">{pwaMessages.iosInstallHint}</p> : null;
}
