import { lazy, Suspense, useRef } from 'react';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import type { Notice } from '../../../components/notice';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import { useRosterSearch } from '../api/roster-search';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';
import { RosterTable } from './roster-table';
import { usePlacementMoves } from './use-placement-moves';

// Only with search results, and only for administrators who need it: loaded when first shown, not with the tab.
const EligibilityOverrides = lazy(async () => ({
  default: (await import('./eligibility-override')).EligibilityOverrides,
}));

type RosterSearchResultsProps = {
  search: string;
  onNotice: (notice: Notice) => void;
};

/** The placements in every class whose student or parent matches, with the same moves as a class's roster. */
export function RosterSearchResults({ search, onNotice }: RosterSearchResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLTableSectionElement>(heading);
  const moves = usePlacementMoves({ onNotice, settle });
  const query = useRosterSearch(search);
  const rows = query.data?.rosterSearch;

  let body;
  if (!rows) {
    body = <LoadingOrFailed query={query} loadingText={'Searching…'} failedText={messages.searchLoadFailed} />;
  } else if (rows.length === 0) {
    body = <p role="status">{messages.searchEmpty}</p>;
  } else {
    body = (
      <>
        <RosterTable
          caption={`Placements matching “${search}”`}
          rows={rows}
          showClass
          actions={(row) => moves.buttons(row, row.classTitle ?? '')}
          focus={listProps}
        />
        <Suspense fallback={null}>
          <EligibilityOverrides students={rows} onNotice={onNotice} />
        </Suspense>
      </>
    );
  }

  return (
    <section aria-labelledby="roster-search-heading">
      <h3 id="roster-search-heading" ref={heading} tabIndex={-1}>
        Search results for “{search}”
      </h3>
      {body}
      {moves.dialog}
    </section>
  );
}
