import { useState } from 'react';
import { MemberTable, type RowFocus } from '../../../components/member-table';
import type { Role } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format-date-time';
import { roleLabels, userStatusLabels } from '../../../lib/roles';
import type { ConfirmedAction } from '../user-actions';
import type { ManagedUser } from '../user-groups';
import { userUiMessages } from '../user-ui-messages';
import { RoleSelect, UserNameCell } from './user-table';

type ApprovedUsersProps = {
  users: ManagedUser[];
  /** The signed-in admin, whose own row has no actions. */
  viewerId: string;
  busy: boolean;
  rows: RowFocus;
  onConfirm: (action: ConfirmedAction) => void;
};

export function ApprovedUsers({ users, viewerId, busy, rows, onConfirm }: ApprovedUsersProps) {
  return (
    <MemberTable
      caption="Approved accounts"
      columns={['Name', 'Email', 'Role', 'Status', 'Approved', 'Actions']}
      rows={rows}
    >
      {users.map((user) => (
        <ApprovedRow key={user.id} user={user} isViewer={user.id === viewerId} busy={busy} onConfirm={onConfirm} />
      ))}
    </MemberTable>
  );
}

type ApprovedRowProps = {
  user: ManagedUser;
  isViewer: boolean;
  busy: boolean;
  onConfirm: (action: ConfirmedAction) => void;
};

function ApprovedRow({ user, isViewer, busy, onConfirm }: ApprovedRowProps) {
  const [role, setRole] = useState<Role>(user.role);
  const [shownRole, setShownRole] = useState<Role>(user.role);
  // The role changed on the server (here or elsewhere): the choice follows it.
  if (shownRole !== user.role) {
    setShownRole(user.role);
    setRole(user.role);
  }
  return (
    <tr>
      <UserNameCell user={user} />
      <td>{user.email}</td>
      <td>{roleLabels[user.role]}</td>
      <td>{userStatusLabels[user.status]}</td>
      <td>
        {user.approvedAt ? formatDateTime(user.approvedAt) : '—'}
        {user.approvedByName && <span className="member-table__detail">by {user.approvedByName}</span>}
      </td>
      <td>
        {isViewer ? (
          <span className="member-table__note">{userUiMessages.ownRow}</span>
        ) : (
          <div className="member-table__actions">
            <RoleSelect
              id={`change-role-${user.id}`}
              label={`New role for ${user.name}`}
              value={role}
              onChange={setRole}
            />
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Change role of ${user.name}`}
              disabled={busy || role === user.role}
              onClick={() => onConfirm({ kind: 'changeRole', user, role })}
            >
              Change role
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Force password reset for ${user.name}`}
              disabled={busy}
              onClick={() => onConfirm({ kind: 'forceReset', user })}
            >
              Force password reset
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              aria-label={`Delete ${user.name} permanently`}
              disabled={busy}
              onClick={() => onConfirm({ kind: 'delete', user })}
            >
              Delete
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
