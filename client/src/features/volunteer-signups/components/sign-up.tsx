import { useState } from 'react';
import '../../../components/button-variants.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import {
  useCancelSignup,
  useOfferSignup,
  useSignUp,
  useSignupBoard,
  useTakeOffer,
  useWithdrawOffer,
} from '../api/volunteer-signups';
import { volunteerSignupsLoading, volunteerSignupsUiMessages as messages } from '../volunteer-signups-ui-messages';
import '../volunteer-signups.css';
import { OfficeSignUp } from './office-sign-up';
import { personOf, personValue, SlotDays, useAction, type Board, type Slot } from './signup-parts';

/** Sign up: a parent's household's choices, or every slot with who is on it for the office. */
export function SignUp({ office }: { office: boolean }) {
  const query = useSignupBoard();
  const board = query.data?.volunteerSignupBoard;
  if (!board)
    return (
      <div className="volunteer-signups">
        <h2>Sign up</h2>
        <LoadingOrFailed query={query} loadingText={volunteerSignupsLoading} failedText={messages.loadFailed} />
      </div>
    );
  return (
    <div className="volunteer-signups">{office ? <OfficeSignUp board={board} /> : <FamilySignUp board={board} />}</div>
  );
}

function FamilySignUp({ board }: { board: Board }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [who, setWho] = useState(board.people[0] ? personValue(board.people[0]) : '');
  const { busy, run } = useAction(setNotice);
  const [signUp] = useSignUp();
  const [take] = useTakeOffer();
  const person = board.people.find((each) => personValue(each) === who);
  const mine = board.slots.flatMap((slot) => slot.signups.map((signup) => ({ slot, signup })));

  const signUpFor = (slot: Slot) =>
    run(
      () => signUp({ variables: { slotId: slot.id, ...personOf(who) } }),
      messages.signedUp(person?.name ?? '', slot.roleName, slot.date),
    );
  const takeOffer = (slot: Slot) =>
    run(
      () => take({ variables: { signupId: slot.offeredIds[0], ...personOf(who) } }),
      messages.took(person?.name ?? '', slot.roleName),
    );

  return (
    <>
      <h2>Sign up</h2>
      <p className="signup-share">
        {board.quotaMinutes === null
          ? messages.notTakingPart
          : messages.share(board.signedUpMinutes, board.quotaMinutes)}
      </p>
      {board.everyoneHasShare && board.quotaMinutes !== null && <p>{messages.shareOpen}</p>}
      <NoticeRegion notice={notice} />
      <section aria-labelledby="my-signups">
        <h3 id="my-signups">Your household’s signups</h3>
        {mine.length === 0 ? <p>{messages.noSignups}</p> : <MySignups rows={mine} onNotice={setNotice} />}
      </section>
      <section aria-labelledby="coming-slots">
        <h3 id="coming-slots">Coming slots</h3>
        {board.people.length > 0 && (
          <SelectField label="Who volunteers" value={who} onChange={setWho}>
            {board.people.map((each) => (
              <option key={personValue(each)} value={personValue(each)}>
                {each.name}
              </option>
            ))}
          </SelectField>
        )}
        {board.slots.length === 0 ? (
          <p>{messages.noSlots}</p>
        ) : (
          <SlotDays slots={board.slots}>
            {(slot) => (
              <>
                <p className="signup-slot__what">
                  <strong>{slot.roleName}</strong> {messages.time(slot)}
                </p>
                <p>{messages.placesLeft(slot.placesLeft)}</p>
                {slot.signups.map((signup) => (
                  <p key={signup.id}>{messages.yourSlotFor(signup.volunteerName)}</p>
                ))}
                {slot.offeredIds.length > 0 && <p>{messages.offered(slot.offeredIds.length)}</p>}
                <p className="signup-slot__actions">
                  {slot.placesLeft > 0 && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy || !who}
                      aria-label={`Sign up for ${slot.roleName}, ${messages.day(slot.date)}, ${messages.time(slot)}`}
                      onClick={() => void signUpFor(slot)}
                    >
                      Sign up
                    </button>
                  )}
                  {slot.offeredIds.length > 0 && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy || !who}
                      aria-label={`Take the offered place for ${slot.roleName}, ${messages.day(slot.date)}`}
                      onClick={() => void takeOffer(slot)}
                    >
                      Take
                    </button>
                  )}
                </p>
              </>
            )}
          </SlotDays>
        )}
      </section>
    </>
  );
}

function MySignups({
  rows,
  onNotice,
}: {
  rows: { slot: Slot; signup: Slot['signups'][number] }[];
  onNotice: (notice: Notice) => void;
}) {
  const { busy, run } = useAction(onNotice);
  const [cancel] = useCancelSignup();
  const [offer] = useOfferSignup();
  const [withdraw] = useWithdrawOffer();
  return (
    <ul className="signup-slots">
      {rows.map(({ slot, signup }) => {
        const what = `${slot.roleName}, ${messages.day(slot.date)}`;
        const variables = { signupId: signup.id };
        return (
          <li key={signup.id} className="signup-slot">
            <p className="signup-slot__what">
              <strong>{slot.roleName}</strong> {messages.day(slot.date)}, {messages.time(slot)}: {signup.volunteerName}
              {signup.offered && ' (offered for a swap)'}
            </p>
            <p className="signup-slot__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                aria-label={`Cancel ${what}`}
                onClick={() => void run(() => cancel({ variables }), messages.cancelled(slot.roleName))}
              >
                Cancel
              </button>
              {signup.offered ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  aria-label={`Withdraw offer for ${what}`}
                  onClick={() => void run(() => withdraw({ variables }), messages.withdrawn(slot.roleName))}
                >
                  Withdraw offer
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  aria-label={`Offer for swap ${what}`}
                  onClick={() => void run(() => offer({ variables }), messages.offeredDone(slot.roleName))}
                >
                  Offer for swap
                </button>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
