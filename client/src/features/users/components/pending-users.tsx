import { useState } from 'react';
import type { Role } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format-date-time';
import { roleLabels, roles } from '../../../lib/roles';
import type { ConfirmedAction } from '../user-actions';
import type { ManagedUser } from '../user-groups';

type PendingUsersProps = {
  users: ManagedUser[];
  busy: boolean;
  onApprove: (user: ManagedUser, role: Role) => void;
  onConfirm: (action: ConfirmedAction) => void;
};

export function PendingUsers({ users, busy, onApprove, onConfirm }: PendingUsersProps) {
  if (users.length === 0) return <p>No accounts are waiting for approval.</p>;
  return (
    <div className="table-scroll">
      <table className="member-table">
        <caption className="visually-hidden">Accounts waiting for approval</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Requested</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <PendingRow key={user.id} user={user} busy={busy} onApprove={onApprove} onConfirm={onConfirm} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PendingRow({ user, busy, onApprove, onConfirm }: { user: ManagedUser } & Omit<PendingUsersProps, 'users'>) {
  // Kept per row (rows are keyed by account), so the list refreshing never resets a choice.
  const [role, setRole] = useState<Role>('parent');
  const selectId = `approve-role-${user.id}`;
  return (
    <tr>
      <th scope="row" className="member-table__name">
        {user.name}
      </th>
      <td>{user.email}</td>
      <td>{formatDateTime(user.createdAt)}</td>
      <td>
        <div className="member-table__actions">
          <label className="visually-hidden" htmlFor={selectId}>
            Role for {user.name}
          </label>
          <select
            id={selectId}
            className="field__control member-table__select"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {roles.map((each) => (
              <option key={each} value={each}>
                {roleLabels[each]}
              </option>
            ))}
          </select>
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
