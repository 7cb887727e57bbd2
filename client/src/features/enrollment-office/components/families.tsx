import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../../components/button-variants.css';
import '../../../components/form-field.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { useHouseholds } from '../api/households';
import '../enrollment-office.css';
import {
  currentClassCount,
  familiesUiMessages as messages,
  householdName,
  studentWithGrade,
} from '../families-ui-messages';
import { OfficeHousehold } from './office-household';

/** The address keeps what is open (a household, a search), so Back and a reload keep it. */
const params = { householdId: 'household', search: 'search' } as const;

/** The id of a household's Open button, where the keyboard comes back to from the household. */
const openHouseholdButtonId = (id: string) => `open-household-${id}`;

/**
 * The Families tab (administrators): every household with its guardians, students and classes, searched by any of
 * its names or contacts; one household opened shows and corrects everything, and merges another into it.
 */
export function Families() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(null);
  const [searchDraft, setSearchDraft] = useState(searchParams.get(params.search) ?? '');
  // The household that was left: its Open button takes the keyboard back.
  const returnTo = useRef<string | null>(null);
  const householdId = searchParams.get(params.householdId);
  const search = searchParams.get(params.search)?.trim() ?? '';

  function show(next: Partial<Record<keyof typeof params, string>>) {
    // What was said about the view being left does not belong to the next one.
    setNotice(null);
    const shown = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (value) shown.set(params[name as keyof typeof params], value);
    }
    setSearchParams(shown, { replace: false });
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    show({ search: searchDraft.trim() });
  }

  function clearSearch() {
    setSearchDraft('');
    show({});
  }

  return (
    <section className="member-panel families" aria-labelledby="families-heading">
      <h2 id="families-heading">Families</h2>
      <p>Every household: its contacts, guardians and students, their details and classes, and what changed.</p>
      <NoticeRegion notice={notice} />
      {householdId ? (
        <OfficeHousehold
          key={householdId}
          id={householdId}
          onBack={() => {
            returnTo.current = householdId;
            show({ search });
          }}
          onNotice={setNotice}
        />
      ) : (
        <>
          <form className="roster-search" role="search" onSubmit={submitSearch}>
            <label htmlFor="families-search-input">Search households by name, contact, guardian or student</label>
            <div className="roster-search__row">
              <input
                id="families-search-input"
                type="search"
                className="field__control"
                value={searchDraft}
                onChange={(event) => setSearchDraft(event.target.value)}
              />
              <button type="submit" className="button button--primary button--small">
                Search
              </button>
              {search && (
                <button type="button" className="button button--secondary button--small" onClick={clearSearch}>
                  Clear search
                </button>
              )}
            </div>
          </form>
          <HouseholdList
            key={search}
            search={search}
            returnTo={returnTo}
            onOpen={(id) => show({ householdId: id, search })}
          />
        </>
      )}
    </section>
  );
}

type HouseholdListProps = {
  search: string;
  /** The household just left, whose Open button takes the keyboard once the list is there. */
  returnTo: RefObject<string | null>;
  onOpen: (id: string) => void;
};

function HouseholdList({ search, returnTo, onOpen }: HouseholdListProps) {
  const query = useHouseholds(search);
  const households = query.data?.households;
  // After a reload the list is read afresh: the button is only there once it has come.
  useEffect(() => {
    if (!households || !returnTo.current) return;
    document.getElementById(openHouseholdButtonId(returnTo.current))?.focus();
    returnTo.current = null;
  }, [households, returnTo]);
  if (!households)
    return (
      <LoadingOrFailed query={query} loadingText={messages.familiesLoading} failedText={messages.familiesLoadFailed} />
    );
  if (households.length === 0) return <p role="status">{search ? messages.searchEmpty : messages.familiesEmpty}</p>;
  return (
    <MemberTable
      caption={search ? `Households matching “${search}”` : 'Households'}
      columns={['Household', 'Guardians', 'Students', 'Classes', 'Open']}
    >
      {households.map((household) => {
        const name = householdName(household.name);
        return (
          <tr key={household.id}>
            <th scope="row" className="member-table__name">
              {name}
            </th>
            <td>{household.guardians.map((guardian) => guardian.name).join(', ') || 'None'}</td>
            <td>{household.students.map(studentWithGrade).join(', ') || 'None'}</td>
            <td>{household.students.reduce((sum, student) => sum + currentClassCount(student.placements), 0)}</td>
            <td>
              <button
                type="button"
                id={openHouseholdButtonId(household.id)}
                className="button button--secondary button--small"
                aria-label={`Open ${name}`}
                onClick={() => onOpen(household.id)}
              >
                Open
              </button>
            </td>
          </tr>
        );
      })}
    </MemberTable>
  );
}
