import { MemberTable } from '../../../components/member-table';
import { formatDateTime } from '../../../lib/format-date-time';
import type { ManagedUser } from '../user-groups';
import { userUiMessages } from '../user-ui-messages';
import { UserNameCell } from './user-table';

export function RejectedUsers({ users }: { users: ManagedUser[] }) {
  return (
    <MemberTable caption="Rejected accounts" columns={['Name', 'Email', 'Requested', 'Status']}>
      {users.map((user) => (
        <tr key={user.id}>
          <UserNameCell user={user} />
          <td>{user.email}</td>
          <td>{formatDateTime(user.createdAt)}</td>
          <td>
            <span className="member-table__note">{userUiMessages.rejectedRow}</span>
          </td>
        </tr>
      ))}
    </MemberTable>
  );
}
