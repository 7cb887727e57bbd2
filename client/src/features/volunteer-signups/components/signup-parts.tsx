import { useState, type ReactNode } from 'react';
import type { Notice } from '../../../components/notice';
import type { VolunteerSignupBoardQuery } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { volunteerSignupsUiMessages as messages } from '../volunteer-signups-ui-messages';

// What the family's and the office's Sign up share: the board's shapes, the people menu's values, running a change
// with its outcome said, and the slots by day.

export type Board = VolunteerSignupBoardQuery['volunteerSignupBoard'];
export type Slot = Board['slots'][number];
export type Person = Board['people'][number];

/** The people's select value: kind and id together, so one menu names guardians and children alike. */
export const personValue = (person: Pick<Person, 'kind' | 'id'>) => `${person.kind}:${person.id}`;
export const personOf = (value: string) => {
  const [volunteerKind, volunteerId] = value.split(':');
  return { volunteerKind, volunteerId };
};

/** Runs a change, then says what happened: the server's own refusal (with its numbers) when it says no. */
export function useAction(onNotice: (notice: Notice) => void) {
  const [busy, setBusy] = useState(false);
  const run = async <T,>(change: () => Promise<T>, done: string | ((result: T) => string)) => {
    onNotice(null);
    setBusy(true);
    try {
      const result = await change();
      onNotice({ kind: 'success', text: typeof done === 'string' ? done : done(result) });
    } catch (error) {
      const text = apolloErrorMessage(error, { refused: messages.actionFailed, unreachable: messages.actionFailed });
      onNotice({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The slots grouped by their day, in the board's order (day, then time). */
export function SlotDays({ slots, children }: { slots: Slot[]; children: (slot: Slot) => ReactNode }) {
  const days = [...new Set(slots.map((slot) => slot.date))];
  return (
    <>
      {days.map((day) => (
        <section key={day} className="signup-day" aria-label={messages.day(day)}>
          <h4>{messages.day(day)}</h4>
          <ul className="signup-slots">
            {slots
              .filter((slot) => slot.date === day)
              .map((slot) => (
                <li key={slot.id} className="signup-slot">
                  {children(slot)}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
