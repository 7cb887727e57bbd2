import { InstallButton } from './install-button';
import { OfflineIndicator } from './offline-indicator';
import { ReloadPrompt } from './reload-prompt';
import './pwa.css';

/** The installable, offline and update parts of every page (nothing is shown until there is something to say). */
export function PwaControls() {
  return (
    <div className="pwa-controls">
      <OfflineIndicator />
      <ReloadPrompt />
      <InstallButton />
    </div>
  );
}
