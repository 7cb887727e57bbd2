import { useRef, useState } from 'react';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import '../../../components/notice.css';
import type { PlacementNotices } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useOfficeSettings } from '../api/office-settings';
import { useSetPlacementNotices } from '../api/set-placement-notices';
import { enrollmentOfficeUiMessages as messages, placementNoticeLabels } from '../enrollment-office-ui-messages';

type SaveState = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; text: string };

const choices = Object.keys(placementNoticeLabels) as PlacementNotices[];
const hintId = 'placement-notices-hint';

/**
 * How the administrators hear of placement changes, saved as soon as it is chosen (arrow keys move through the
 * choices as usual for radio buttons). A failed save puts the choice back to what the server keeps.
 */
export function PlacementNoticesSetting() {
  const query = useOfficeSettings();
  const [save] = useSetPlacementNotices();
  const [chosen, setChosen] = useState<PlacementNotices | null>(null);
  const [status, setStatus] = useState<SaveState>({ state: 'idle' });
  // One save at a time, in the order chosen, so the server keeps the last choice; only its outcome is shown.
  const saves = useRef(Promise.resolve());
  const latest = useRef(0);

  const kept = query.data?.officeSettings.placementNotices;
  if (!kept) {
    return (
      <LoadingOrFailed query={query} loadingText={messages.settingsLoading} failedText={messages.settingsLoadFailed} />
    );
  }
  const shown = chosen ?? kept;

  function choose(choice: PlacementNotices) {
    const attempt = ++latest.current;
    setChosen(choice);
    setStatus({ state: 'saving' });
    saves.current = saves.current.then(async () => {
      let outcome: SaveState = { state: 'saved' };
      try {
        await save({ variables: { choice } });
      } catch (failure) {
        outcome = {
          state: 'failed',
          text: apolloErrorMessage(failure, {
            refused: messages.actionRefused,
            unreachable: messages.settingSaveFailed,
          }),
        };
      }
      if (attempt !== latest.current) return;
      setChosen(null);
      setStatus(outcome);
    });
  }

  return (
    <fieldset className="office-setting no-print" aria-describedby={hintId}>
      <legend>{messages.placementNoticesLegend}</legend>
      <p id={hintId} className="office-setting__hint">
        {messages.placementNoticesHint}
      </p>
      {choices.map((choice) => (
        <label key={choice} className="office-setting__choice">
          <input
            type="radio"
            name="placement-notices"
            value={choice}
            checked={shown === choice}
            onChange={() => choose(choice)}
          />{' '}
          {placementNoticeLabels[choice]}
        </label>
      ))}
      <p role="status" className="office-setting__status">
        {status.state === 'saving' ? messages.settingSaving : status.state === 'saved' ? messages.settingSaved : ''}
      </p>
      <p role="alert" className={status.state === 'failed' ? 'notice notice--error' : 'notice'}>
        {status.state === 'failed' ? status.text : ''}
      </p>
    </fieldset>
  );
}
