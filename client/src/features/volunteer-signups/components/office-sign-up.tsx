import { useState } from 'react';
import { TextField } from '../../../components/form-field';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { useAutoAssign, useFillSlot, useRemoveSignup, useSwaps } from '../api/volunteer-signups';
import { volunteerSignupsUiMessages as messages } from '../volunteer-signups-ui-messages';
import { personOf, personValue, SlotDays, useAction, type Board, type Slot } from './signup-parts';

/** The office's Sign up: every coming slot with who is on it, filling and removing by hand, auto-assign, swaps. */
export function OfficeSignUp({ board }: { board: Board }) {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <>
      <h2>Sign up</h2>
      <p>{board.termName}</p>
      <NoticeRegion notice={notice} />
      <AutoAssign onNotice={setNotice} />
      <section aria-labelledby="office-slots">
        <h3 id="office-slots">Coming slots</h3>
        {board.slots.length === 0 ? (
          <p>{messages.noSlots}</p>
        ) : (
          <SlotDays slots={board.slots}>
            {(slot) => <OfficeSlot slot={slot} people={board.people} onNotice={setNotice} />}
          </SlotDays>
        )}
      </section>
      <Swaps />
    </>
  );
}

function AutoAssign({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const [date, setDate] = useState('');
  const { busy, run } = useAction(onNotice);
  const [assign] = useAutoAssign();
  return (
    <form
      className="signup-auto-assign"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => assign({ variables: { date } }),
          ({ data }) => messages.assigned(data?.autoAssignDay.assigned.length ?? 0, date),
        );
      }}
    >
      <TextField label="Co-op day to fill" type="date" required value={date} onChange={setDate} />
      <button type="submit" className="button" disabled={busy || !date}>
        Auto-assign now
      </button>
    </form>
  );
}

function OfficeSlot({
  slot,
  people,
  onNotice,
}: {
  slot: Slot;
  people: Board['people'];
  onNotice: (notice: Notice) => void;
}) {
  const [who, setWho] = useState(people[0] ? personValue(people[0]) : '');
  const [removing, setRemoving] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { busy, run } = useAction(onNotice);
  const [fill] = useFillSlot();
  const [remove] = useRemoveSignup();
  const what = `${slot.roleName}, ${messages.day(slot.date)}, ${messages.time(slot)}`;
  const person = people.find((each) => personValue(each) === who);
  return (
    <>
      <p className="signup-slot__what">
        <strong>{slot.roleName}</strong> {messages.time(slot)}: {messages.placesLeft(slot.placesLeft)}
      </p>
      <ul>
        {slot.signups.map((signup) => (
          <li key={signup.id}>
            {signup.volunteerName} ({signup.householdName}){signup.offered && ', offered for a swap'}{' '}
            {removing === signup.id ? (
              <form
                className="signup-remove"
                onSubmit={(event) => {
                  event.preventDefault();
                  void run(
                    () => remove({ variables: { signupId: signup.id, reason } }),
                    messages.removed(signup.volunteerName),
                  ).then(() => setRemoving(null));
                }}
              >
                <TextField
                  label={`Why is ${signup.volunteerName} removed?`}
                  required
                  value={reason}
                  onChange={setReason}
                />
                <button type="submit" className="button" disabled={busy}>
                  Remove
                </button>
                <button type="button" className="button button--secondary" onClick={() => setRemoving(null)}>
                  Keep
                </button>
              </form>
            ) : (
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Remove ${signup.volunteerName} from ${what}`}
                onClick={() => {
                  setReason('');
                  setRemoving(signup.id);
                }}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      {slot.placesLeft > 0 && people.length > 0 && (
        <div className="signup-slot__actions">
          <SelectField label={`Fill ${what} with`} value={who} onChange={setWho}>
            {people.map((each) => (
              <option key={personValue(each)} value={personValue(each)}>
                {each.name} ({each.householdName})
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className="button"
            disabled={busy || !who}
            onClick={() =>
              void run(
                () => fill({ variables: { slotId: slot.id, ...personOf(who) } }),
                messages.filled(person?.name ?? '', slot.roleName),
              )
            }
          >
            Fill
          </button>
        </div>
      )}
    </>
  );
}

function Swaps() {
  const query = useSwaps();
  const swaps = query.data?.volunteerSwaps;
  const at = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="office-swaps">
      <h3 id="office-swaps">Swaps</h3>
      {!swaps ? (
        <LoadingOrFailed query={query} loadingText="Loading the swaps…" failedText={messages.swapsFailed} />
      ) : swaps.length === 0 ? (
        <p>{messages.noSwaps}</p>
      ) : (
        <MemberTable caption="Offered places and swaps" columns={['Slot', 'Offered by', 'Taken by']}>
          {swaps.map((swap) => (
            <tr key={swap.offerId}>
              <td>
                {swap.roleName}, {messages.day(swap.date)}, {messages.time(swap)}
              </td>
              <td>
                {swap.offeredBy} ({swap.offeredHousehold}), {at(swap.offeredAt)}
              </td>
              <td>
                {swap.takenBy ? `${swap.takenBy} (${swap.takenHousehold}), ${at(swap.takenAt!)}` : 'Not taken yet'}
              </td>
            </tr>
          ))}
        </MemberTable>
      )}
    </section>
  );
}
