import type { ReactNode } from 'react';
import { MemberTable, type RowFocus } from '../../../components/member-table';
import type { RosterEntryFieldsFragment } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format-date-time';
import { placementStatusLabels } from '@coop/contract';
import { PlacementHistory } from './placement-history';

/** A roster row; search results across classes also say which class. */
export type RosterRow = RosterEntryFieldsFragment & { classKey?: string; classTitle?: string };

type RosterTableProps = {
  caption: string;
  rows: RosterRow[];
  /** The class of rows that do not name their own. */
  classTitle?: string;
  /** Search results: a Class column first. */
  showClass?: boolean;
  /** An administrator's moves for a row; without it the roster is read only. */
  actions?: (row: RosterRow) => ReactNode;
  focus?: RowFocus;
};

/**
 * Who is in a class: the student (allergies and medical notes always in view), the parent's contacts, the household's
 * emergency contacts and adults allowed to pick up, and where the placement stands.
 */
export function RosterTable({ caption, rows, classTitle = '', showClass = false, actions, focus }: RosterTableProps) {
  const columns = [
    ...(showClass ? ['Class'] : []),
    'Student',
    // Beside the name, so a phone shows them before the table is scrolled.
    'Allergies',
    'Medical notes',
    'Age',
    'Birthday',
    'Parent',
    'Emergency contacts',
    'Allowed to pick up',
    'Status',
    'Since',
    'Waitlist position',
    ...(actions ? ['Actions'] : []),
  ];
  return (
    <MemberTable caption={caption} columns={columns} rows={focus}>
      {rows.map((row) => {
        const rowClass = row.classTitle ?? classTitle;
        return (
          <tr key={row.placementId}>
            {showClass && <td>{rowClass}</td>}
            <th scope="row" className="member-table__name">
              {row.studentName}
              <PlacementHistory history={row.history} about={`${row.studentName} in ${rowClass}`} />
            </th>
            <td className="roster__allergies">{row.studentAllergies.trim() || 'None'}</td>
            <td className="roster__allergies">{row.studentMedicalNotes.trim() || 'None'}</td>
            <td>{row.studentAge}</td>
            <td className="member-table__nowrap">{row.studentBirthday}</td>
            <td>
              {row.parentName}
              <a className="roster__contact" href={`mailto:${row.parentEmail}`}>
                {row.parentEmail}
              </a>
              <a className="roster__contact" href={`tel:${row.parentPhone}`}>
                {row.parentPhone}
              </a>
            </td>
            <td>
              {row.emergencyContacts.length === 0
                ? '—'
                : row.emergencyContacts.map((contact) => (
                    <span key={`${contact.name}|${contact.phone}`} className="roster__contact">
                      {contact.name} ({contact.relationship}) <a href={`tel:${contact.phone}`}>{contact.phone}</a>
                    </span>
                  ))}
            </td>
            <td>{row.pickupAdults.join(', ') || 'Guardians only'}</td>
            <td>
              {placementStatusLabels[row.status]}
              {row.reason && <span className="member-table__detail">{row.reason}</span>}
            </td>
            <td>
              <time dateTime={row.since}>{formatDateTime(row.since)}</time>
            </td>
            <td>{row.waitlistPosition ?? '—'}</td>
            {actions && <td className="roster__actions">{actions(row)}</td>}
          </tr>
        );
      })}
    </MemberTable>
  );
}
