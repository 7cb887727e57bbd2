import { placementStatusLabels, type PlacementStatusName } from '@coop/contract';
import { useState, type FormEvent } from 'react';
import '../../../components/button-variants.css';
import { FormActions } from '../../../components/form-actions';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { ReenrollMutation, ReenrollmentOffersQuery } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useReenroll, useReenrollmentOffers } from '../api/reenrollment';
import { placedText, reenrollmentUiMessages as messages, seatsText } from '../reenrollment-ui-messages';
import '../reenrollment.css';

type Offer = ReenrollmentOffersQuery['reenrollmentOffers'][number];
type StudentOffer = Offer['students'][number];
type OfferedClass = StudentOffer['offered'][number];
type Outcome = ReenrollMutation['reenroll'][number];

/** Chosen classes by student id. */
type Choices = Record<string, string[]>;

/**
 * What is ticked at first: for each class a child took last term, the first of its proposals the child may take,
 * the next level before the same class again. Other classes wait to be chosen.
 */
function proposedChoices(offer: Offer): Choices {
  const choices: Choices = {};
  for (const student of offer.students) {
    const followed = new Set<string>();
    choices[student.studentId] = student.offered
      .filter((item) => {
        if (item.kind === 'other' || item.refusal || !item.follows || followed.has(item.follows)) return false;
        followed.add(item.follows);
        return true;
      })
      .map((item) => item.classKey);
  }
  return choices;
}

/**
 * My family's "Enroll in classes": for each term open to the family, each child's classes to choose, with the
 * rules' answer and the seats left beside each, sent in one step with the child's details from the household.
 */
export function Reenrollment() {
  const query = useReenrollmentOffers();
  const offers = query.data?.reenrollmentOffers;
  return (
    <section className="reenrollment" aria-labelledby="reenrollment-heading">
      <h3 id="reenrollment-heading">{messages.heading}</h3>
      {offers ? (
        offers.length === 0 ? (
          <p>{messages.none}</p>
        ) : (
          <>
            <p>{messages.intro}</p>
            {offers.map((offer) => (
              <TermForm key={offer.termKey} offer={offer} />
            ))}
          </>
        )
      ) : (
        <LoadingOrFailed query={query} loadingText={messages.loading} failedText={messages.loadFailed} />
      )}
    </section>
  );
}

function TermForm({ offer }: { offer: Offer }) {
  const [choices, setChoices] = useState<Choices>(() => proposedChoices(offer));
  const [notice, setNotice] = useState<Notice>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [send, { loading }] = useReenroll();
  const headingId = `reenroll-${offer.termKey}`;
  const takes = offer.open || offer.waitlistOnly;

  function toggle(studentId: string, classKey: string, on: boolean) {
    const current = choices[studentId] ?? [];
    setChoices({ ...choices, [studentId]: on ? [...current, classKey] : current.filter((key) => key !== classKey) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const chosen = Object.entries(choices)
      .filter(([, classKeys]) => classKeys.length > 0)
      .map(([studentId, classKeys]) => ({ studentId, classKeys }));
    if (chosen.length === 0) {
      setNotice({ kind: 'error', text: messages.nothingChosen });
      return;
    }
    try {
      const answer = await send({ variables: { termKey: offer.termKey, choices: chosen } });
      const results = answer.data?.reenroll ?? [];
      setOutcomes(results);
      const refused = results.some((result) => result.refusals.length > 0);
      setNotice(
        refused
          ? { kind: 'error', text: results.flatMap((result) => result.refusals.map((item) => item.message)).join(' ') }
          : {
              kind: 'success',
              text: results
                .map((result) =>
                  result.placements.map((item) => placedText(item.title, item.status, item.position)).join('; '),
                )
                .join('. '),
            },
      );
      setChoices(Object.fromEntries(Object.keys(choices).map((id) => [id, []])));
    } catch (failure) {
      setNotice({
        kind: 'error',
        text: apolloErrorMessage(failure, { refused: messages.refused, unreachable: messages.unreachable }),
      });
    }
  }

  return (
    <form
      className="reenrollment__term"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h4 id={headingId}>{offer.termName}</h4>
      {offer.notice && <p className="reenrollment__notice">{offer.notice}</p>}
      <NoticeRegion notice={notice} />
      {outcomes.length > 0 && <Outcomes outcomes={outcomes} />}
      {takes &&
        offer.students.map((student) => (
          <StudentChoices
            key={student.studentId}
            termKey={offer.termKey}
            student={student}
            chosen={choices[student.studentId] ?? []}
            onToggle={(classKey, on) => toggle(student.studentId, classKey, on)}
          />
        ))}
      {takes && <FormActions submit={messages.send} busy={loading} busyText={messages.sending} />}
    </form>
  );
}

type StudentChoicesProps = {
  termKey: string;
  student: StudentOffer;
  chosen: string[];
  onToggle: (classKey: string, on: boolean) => void;
};

function StudentChoices({ termKey, student, chosen, onToggle }: StudentChoicesProps) {
  const proposals = student.offered.filter((item) => item.kind !== 'other');
  const others = student.offered.filter((item) => item.kind === 'other');
  const choice = (item: OfferedClass) => (
    <ClassChoice
      key={item.classKey}
      id={`${termKey}-${student.studentId}-${item.classKey}`}
      item={item}
      checked={chosen.includes(item.classKey)}
      onToggle={(on) => onToggle(item.classKey, on)}
    />
  );
  return (
    <fieldset className="reenrollment__student">
      <legend>{student.name}</legend>
      {student.missing && <p className="reenrollment__missing">{student.missing}</p>}
      {student.enrolled.length > 0 && (
        <p>
          {messages.already}:{' '}
          {student.enrolled
            .map((item) => `${item.title} (${placementStatusLabels[item.status as PlacementStatusName].toLowerCase()})`)
            .join(', ')}
        </p>
      )}
      {!student.missing && proposals.length > 0 && (
        <div className="reenrollment__group">
          <p className="reenrollment__group-title">{messages.lastTerm}</p>
          {proposals.map(choice)}
        </div>
      )}
      {!student.missing && others.length > 0 && (
        <details className="reenrollment__group" open={proposals.length === 0 && student.enrolled.length === 0}>
          <summary>{messages.others(student.name)}</summary>
          {others.map(choice)}
        </details>
      )}
    </fieldset>
  );
}

type ClassChoiceProps = { id: string; item: OfferedClass; checked: boolean; onToggle: (on: boolean) => void };

/** One class as a checkbox: its name, days and seats; a class the rules refuse says why and cannot be ticked. */
function ClassChoice({ id, item, checked, onToggle }: ClassChoiceProps) {
  const describedBy = `${id}-about`;
  return (
    <div className="reenrollment__choice">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={item.refusal !== null}
        aria-describedby={describedBy}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <label htmlFor={id}>
        {item.title}
        {item.kind === 'next' ? ' (next level)' : ''}
      </label>
      <p
        id={describedBy}
        className={item.refusal ? 'reenrollment__about reenrollment__about--refused' : 'reenrollment__about'}
      >
        {item.refusal ?? `${item.meets} · ${seatsText(item.seatsLeft, item.waitlisted)}`}
      </p>
    </div>
  );
}

function Outcomes({ outcomes }: { outcomes: Outcome[] }) {
  return (
    <ul className="reenrollment__outcomes">
      {outcomes.map((outcome) => (
        <li key={outcome.studentId}>
          <strong>{outcome.name}</strong>:{' '}
          {[
            ...outcome.placements.map((item) => placedText(item.title, item.status, item.position)),
            ...outcome.refusals.map((item) => item.message),
          ].join('; ')}
        </li>
      ))}
    </ul>
  );
}
