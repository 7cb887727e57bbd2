import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import type { RowFocus } from '../../../components/member-table';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useClassRoster } from '../api/class-roster';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';
import { RosterTable, type RosterRow } from './roster-table';

type ClassRosterProps = {
  classKey: string;
  classTitle: string;
  actions?: (row: RosterRow) => ReactNode;
  focus?: RowFocus;
};

/** One class's roster as it loads: a status, the failure with Try again, the empty text, or the table. */
export function ClassRoster({ classKey, classTitle, actions, focus }: ClassRosterProps) {
  const { data, error, loading, refetch } = useClassRoster(classKey);
  const rows = data?.classRoster;
  if (!rows) {
    return loading ? (
      <LoadingStatus>{messages.rosterLoading}</LoadingStatus>
    ) : (
      <LoadError
        message={apolloErrorMessage(error, {
          refused: messages.rosterLoadFailed,
          unreachable: messages.rosterLoadFailed,
        })}
        onRetry={() => void refetch()}
      />
    );
  }
  if (rows.length === 0) return <p>{messages.rosterEmpty}</p>;
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
