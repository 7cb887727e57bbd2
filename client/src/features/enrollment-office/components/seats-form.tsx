import { classSeatsLimits, enrollmentOfficeMessages } from '@coop/contract';
import { useState, type FormEvent } from 'react';
import type { Notice } from '../../../components/notice';
import type { ClassEnrollmentFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useSetClassSeats } from '../api/set-class-seats';
import { enrollmentOfficeUiMessages as messages, seatsSavedText } from '../enrollment-office-ui-messages';

function readSeats(text: string): number | null {
  const seats = Number(text);
  const valid =
    text.trim() !== '' && Number.isInteger(seats) && seats >= classSeatsLimits.min && seats <= classSeatsLimits.max;
  return valid ? seats : null;
}

type SeatsFormProps = {
  entry: ClassEnrollmentFieldsFragment;
  onNotice: (notice: Notice) => void;
};

/** A class's seats, changed in place; a refused number stays in the field with the reason announced. */
export function SeatsForm({ entry, onNotice }: SeatsFormProps) {
  const [draft, setDraft] = useState(String(entry.seats));
  const [shownSeats, setShownSeats] = useState(entry.seats);
  const [invalid, setInvalid] = useState(false);
  const [save, { loading }] = useSetClassSeats();
  // The seats changed on the server (here or in another tab): the field follows.
  if (shownSeats !== entry.seats) {
    setShownSeats(entry.seats);
    setDraft(String(entry.seats));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const seats = readSeats(draft);
    if (seats === null) {
      setInvalid(true);
      onNotice({ kind: 'error', text: `${entry.title}: ${enrollmentOfficeMessages.seatsInvalid}` });
      return;
    }
    try {
      await save({ variables: { classKey: entry.classKey, seats } });
      setInvalid(false);
      onNotice({ kind: 'success', text: seatsSavedText(entry.title, seats) });
    } catch (failure) {
      setInvalid(true);
      onNotice({
        kind: 'error',
        text: `${entry.title}: ${apolloErrorMessage(failure, {
          refused: messages.actionRefused,
          unreachable: messages.actionUnreachable,
        })}`,
      });
    }
  }

  return (
    <form className="seats-form" noValidate onSubmit={(event) => void submit(event)}>
      <input
        className="seats-form__input"
        type="number"
        inputMode="numeric"
        min={classSeatsLimits.min}
        max={classSeatsLimits.max}
        step={1}
        aria-label={`Seats for ${entry.title}`}
        aria-invalid={invalid || undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button
        type="submit"
        className="button button--secondary button--small"
        aria-label={`Save seats for ${entry.title}`}
        aria-disabled={loading}
      >
        {loading ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
