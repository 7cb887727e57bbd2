import { useState } from 'react';
import '../../../components/button-variants.css';
import { HouseholdFinder, useFocusOnReturn, type HouseholdListProps } from '../../../components/household-finder';
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

/** The id of a household's Open button, where the keyboard comes back to from the household. */
const openHouseholdButtonId = (id: string) => `open-household-${id}`;

/**
 * The Families tab (administrators): every household with its guardians, students and classes, searched by any of
 * its names or contacts; one household opened shows and corrects everything, and merges another into it.
 */
export function Families() {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <section className="member-panel families" aria-labelledby="families-heading">
      <h2 id="families-heading">Families</h2>
      <p>Every household: its contacts, guardians and students, their details and classes, and what changed.</p>
      <NoticeRegion notice={notice} />
      <HouseholdFinder
        name="families"
        onViewChange={() => setNotice(null)}
        renderHousehold={(id, onBack) => <OfficeHousehold key={id} id={id} onBack={onBack} onNotice={setNotice} />}
        renderList={(props) => <HouseholdList key={props.search} {...props} />}
      />
    </section>
  );
}

function HouseholdList({ search, returnTo, onOpen }: HouseholdListProps) {
  const query = useHouseholds(search);
  const households = query.data?.households;
  useFocusOnReturn(households, returnTo, openHouseholdButtonId);
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
