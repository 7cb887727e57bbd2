import { placementStatusLabels } from '@coop/contract';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import type { HouseholdSummaryFieldsFragment, OfficeHouseholdFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useHousehold } from '../api/household';
import { useHouseholds } from '../api/households';
import { useMergeHouseholds } from '../api/merge-households';
import {
  currentClassCount,
  familiesUiMessages as messages,
  householdName,
  mergeText,
  studentWithGrade,
} from '../families-ui-messages';
import { HouseholdContactDetails, HouseholdGuardians, HouseholdStudents, type Say } from './household-editors';
import { PlacementHistory } from './placement-history';

type Household = OfficeHouseholdFieldsFragment;

type OfficeHouseholdProps = {
  id: string;
  onBack: () => void;
  onNotice: Say;
};

/**
 * One household opened by an administrator: My family's sections, corrected in place, each student's classes, the
 * addresses its forms came with, its history (newest first), and merging another household into it.
 */
export function OfficeHousehold({ id, onBack, onNotice }: OfficeHouseholdProps) {
  const query = useHousehold(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const household = query.data?.household;
  const loaded = household !== undefined;

  // The household replaces the list: the keyboard starts at its name once it is there.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  // Every change writes a line of the history: the household is read again so the line shows.
  const say: Say = (notice) => {
    onNotice(notice);
    if (notice?.kind === 'success') void query.refetch();
  };

  const back = (
    <button type="button" className="button button--secondary button--small" onClick={onBack}>
      Back to all households
    </button>
  );
  if (!household)
    return (
      <>
        {back}
        <LoadingOrFailed
          query={query}
          loadingText={messages.householdLoading}
          failedText={messages.householdLoadFailed}
        />
      </>
    );
  return (
    <div className="household office-household">
      {back}
      <HouseholdContactDetails household={household} untitled={messages.untitled} headingRef={heading} onNotice={say} />
      <HouseholdGuardians household={household} onNotice={say} />
      <HouseholdStudents
        household={household}
        onNotice={say}
        below={(studentId) => <StudentClasses household={household} studentId={studentId} />}
      />
      <section aria-labelledby="household-form-addresses">
        <h3 id="household-form-addresses">Addresses its enrollment forms came with</h3>
        {household.formAddresses.length ? (
          <ul className="household__list">
            {household.formAddresses.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        ) : (
          <p>None.</p>
        )}
      </section>
      <section aria-labelledby="household-history">
        <h3 id="household-history">History</h3>
        {household.history.length ? (
          <ol className="household__list household__history">
            {household.history.map((line) => (
              <li key={line.id}>
                <time dateTime={line.at}>{formatDateTime(line.at)}</time>: {line.text}
              </li>
            ))}
          </ol>
        ) : (
          <p>{messages.historyEmpty}</p>
        )}
      </section>
      <MergeHousehold household={household} headingRef={heading} onNotice={say} />
    </div>
  );
}

function StudentClasses({ household, studentId }: { household: Household; studentId: string }) {
  const student = household.students.find((each) => each.id === studentId);
  const placements = student?.placements ?? [];
  return (
    <div className="office-household__classes">
      <h5>Classes</h5>
      {placements.length === 0 ? (
        <p>{messages.noClasses}</p>
      ) : (
        <ul className="household__list">
          {placements.map((placement) => (
            <li key={placement.placementId}>
              {placement.classTitle}: {placementStatusLabels[placement.status]}
              {placement.waitlistPosition !== null && ` (number ${placement.waitlistPosition} in line)`}
              <PlacementHistory history={placement.history} about={`${student?.fullName} in ${placement.classTitle}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type MergeHouseholdProps = {
  household: Household;
  /** The kept household's name, where the keyboard goes after a merge. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onNotice: Say;
};

/** Finds another household by search and, once confirmed, moves all of it into this one. */
function MergeHousehold({ household, headingRef, onNotice }: MergeHouseholdProps) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<HouseholdSummaryFieldsFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [merged, setMerged] = useState(0);
  const [merge, merging] = useMergeHouseholds();
  const kept = householdName(household.name);

  // After the dialog has given the focus back (its opener is gone with the merged household): the kept household.
  useEffect(() => {
    if (merged) headingRef.current?.focus();
  }, [merged, headingRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
  }

  async function confirm() {
    if (!chosen || merging.loading) return;
    try {
      await merge({ variables: { keepId: household.id, mergeId: chosen.id } });
    } catch (refusal) {
      setFailure(
        apolloErrorMessage(refusal, { refused: messages.mergeRefused, unreachable: messages.mergeUnreachable }),
      );
      return;
    }
    const other = householdName(chosen.name);
    setChosen(null);
    setSearch('');
    setDraft('');
    setMerged((count) => count + 1);
    onNotice({ kind: 'success', text: `${other} was merged into ${kept}.` });
  }

  return (
    <section aria-labelledby="household-merge">
      <h3 id="household-merge">Merge another household into this one</h3>
      <p>
        When one family has two households (a second parent's form, a new address), find the other one: its students,
        guardians, invitations and history move here.
      </p>
      <form className="roster-search" role="search" aria-label="Find the household to merge" onSubmit={submit}>
        <label htmlFor="merge-search-input">Find the other household</label>
        <div className="roster-search__row">
          <input
            id="merge-search-input"
            type="search"
            className="field__control"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary button--small">
            Find
          </button>
        </div>
      </form>
      {search && (
        <MergeCandidates
          key={search}
          search={search}
          keepId={household.id}
          onChoose={(candidate) => {
            setFailure(null);
            setChosen(candidate);
          }}
        />
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={chosen ? `Merge ${householdName(chosen.name)} into ${kept}?` : ''}
        confirmLabel="Merge households"
        busy={merging.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      >
        {chosen && <p>{mergeText(kept, chosen)}</p>}
        {failure && (
          <p role="alert" className="notice notice--error">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

type MergeCandidatesProps = {
  search: string;
  keepId: string;
  onChoose: (candidate: HouseholdSummaryFieldsFragment) => void;
};

function MergeCandidates({ search, keepId, onChoose }: MergeCandidatesProps) {
  const query = useHouseholds(search);
  const found = query.data?.households.filter((candidate) => candidate.id !== keepId);
  if (!found)
    return <LoadingOrFailed query={query} loadingText="Searching…" failedText={messages.familiesLoadFailed} />;
  if (found.length === 0) return <p role="status">{messages.mergeEmpty}</p>;
  return (
    <ul className="household__list office-household__candidates">
      {found.map((candidate) => {
        const name = householdName(candidate.name);
        const classes = candidate.students.reduce((sum, student) => sum + currentClassCount(student.placements), 0);
        return (
          <li key={candidate.id}>
            <strong>{name}</strong>: guardians{' '}
            {candidate.guardians.map((guardian) => guardian.name).join(', ') || 'none'}; students{' '}
            {candidate.students.map(studentWithGrade).join(', ') || 'none'}; {classes}{' '}
            {classes === 1 ? 'class' : 'classes'}{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onChoose(candidate)}
            >
              Merge {name} into this household
            </button>
          </li>
        );
      })}
    </ul>
  );
}
