import type { ReactNode } from 'react';
import type { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { Role } from '../../../graphql/graphql';
import { roleLabels, roles } from '../../../lib/roles';
import type { ManagedUser } from '../user-groups';

/** Where User Management keeps the keyboard's place among the rows after an action. */
export type RowFocus = ReturnType<typeof useFocusAfterAction<HTMLTableSectionElement>>['listProps'];

type UserTableProps = { caption: string; columns: string[]; rows?: RowFocus; children: ReactNode };

/**
 * One group of accounts (pending, approved, rejected): a captioned table that scrolls sideways on phones.
 * The scroll box is a named stop of its own, so a keyboard can scroll it even when no row has a control.
 */
export function UserTable({ caption, columns, rows, children }: UserTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="member-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...rows}>{children}</tbody>
      </table>
    </div>
  );
}

/** The account's name heads its row, so each action's cell is announced with it. */
export function UserNameCell({ user }: { user: ManagedUser }) {
  return (
    <th scope="row" className="member-table__name">
      {user.name}
    </th>
  );
}

type RoleSelectProps = {
  id: string;
  /** Read by screen readers only: the column says what the choice is for. */
  label: string;
  value: Role;
  onChange: (role: Role) => void;
};

export function RoleSelect({ id, label, value, onChange }: RoleSelectProps) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control member-table__select" value={value} onChange={(event) => onChange(event.target.value as Role)}>
        {roles.map((each) => (
          <option key={each} value={each}>
            {roleLabels[each]}
          </option>
        ))}
      </select>
    </>
  );
}
