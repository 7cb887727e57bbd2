import type { ReactNode } from 'react';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import type { RowFocus } from '../../../components/member-table';
import { useClassRoster } from '../api/class-roster';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';
import { RosterTable, type RosterRow } from './roster-table';

type ClassRosterProps = {
  classKey: string;
  /** The declined and withdrawn too: "Show past placements". */
  includePast: boolean;
  classTitle: string;
  actions?: (row: RosterRow) => ReactNode;
  focus?: RowFocus;
};

/** One class's roster as it loads: a status, the failure with Try again, the empty text, or the table. */
export function ClassRoster({ classKey, includePast, classTitle, actions, focus }: ClassRosterProps) {
  const query = useClassRoster(classKey, includePast);
  const rows = query.data?.classRoster;
  if (!rows) {
    return (
      <LoadingOrFailed query={query} loadingText={messages.rosterLoading} failedText={messages.rosterLoadFailed} />
    );
  }
  if (rows.length === 0) return <p>{includePast ? messages.rosterEmpty : messages.rosterEmptyNow}</p>;
  return (
    <RosterTable
      caption={`Roster of ${classTitle}`}
      rows={rows}
      classTitle={classTitle}
      actions={actions}
      focus={focus}
    />
  );
}
