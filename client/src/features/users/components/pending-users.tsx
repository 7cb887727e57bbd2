import { useState } from 'react';
import { MemberTable, type RowFocus } from '../../../components/member-table';
import type { Role } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format-date-time';
import type { ConfirmedAction } from '../user-actions';
import type { ManagedUser } from '../user-groups';
import { RoleSelect, UserNameCell } from './user-table';
import './pending-users.css';

type PendingUsersProps = {
  users: ManagedUser[];
  busy: boolean;
  rows: RowFocus;
  onApprove: (user: ManagedUser, role: Role) => void;
  onConfirm: (action: ConfirmedAction) => void;
};

export function PendingUsers({ users, busy, rows, onApprove, onConfirm }: PendingUsersProps) {
  return (
    <MemberTable
      caption="Accounts waiting for approval"
      columns={['Name', 'Email', 'Students under this address', 'Requested', 'Actions']}
      rows={rows}
    >
      {users.map((user) => (
        <PendingRow key={user.id} user={user} busy={busy} onApprove={onApprove} onConfirm={onConfirm} />
      ))}
    </MemberTable>
  );
}

function PendingRow({
  user,
  busy,
  onApprove,
  onConfirm,
}: { user: ManagedUser } & Omit<PendingUsersProps, 'users' | 'rows'>) {
  // Kept per row (rows are keyed by account), so the list refreshing never resets a choice.
  const [role, setRole] = useState<Role>('parent');
  return (
    <tr>
      <UserNameCell user={user} />
      <td>
        {user.email}
        <span className="member-table__detail">{user.emailVerified ? 'Confirmed' : 'Not confirmed yet'}</span>
      </td>
      <td>
        {/* Whom approving this account would reveal to it: a wrong person's request shows a stranger's children. */}
        {user.enrolledStudents.length === 0 ? (
          <span className="member-table__note">None</span>
        ) : (
          <ul className="pending-users__students">
            {user.enrolledStudents.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </td>
      <td>{formatDateTime(user.createdAt)}</td>
      <td>
        <div className="member-table__actions">
          <RoleSelect id={`approve-role-${user.id}`} label={`Role for ${user.name}`} value={role} onChange={setRole} />
          <button
            type="button"
            className="button button--primary button--small"
            aria-label={`Approve ${user.name}`}
            disabled={busy}
            onClick={() => onApprove(user, role)}
          >
            Approve
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Reject ${user.name}`}
            disabled={busy}
            onClick={() => onConfirm({ kind: 'reject', user })}
          >
            Reject
          </button>
        </div>
      </td>
    </tr>
  );
}
