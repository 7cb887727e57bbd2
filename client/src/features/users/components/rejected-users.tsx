import { formatDateTime } from '../../../lib/format-date-time';
import type { ManagedUser } from '../user-groups';
import { userUiMessages } from '../user-ui-messages';

export function RejectedUsers({ users }: { users: ManagedUser[] }) {
  if (users.length === 0) return <p>No rejected accounts.</p>;
  return (
    <div className="table-scroll">
      <table className="member-table">
        <caption className="visually-hidden">Rejected accounts</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Requested</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="member-table__name">
                {user.name}
              </th>
              <td>{user.email}</td>
              <td>{formatDateTime(user.createdAt)}</td>
              <td>
                <span className="member-table__note">{userUiMessages.rejectedRow}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
