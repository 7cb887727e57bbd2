import type { Role } from '../../../graphql/graphql';
import { roleLabels, roles } from '../../../lib/roles';
import type { ManagedUser } from '../user-groups';

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
      <select
        id={id}
        className="field__control member-table__select"
        value={value}
        onChange={(event) => onChange(event.target.value as Role)}
      >
        {roles.map((each) => (
          <option key={each} value={each}>
            {roleLabels[each]}
          </option>
        ))}
      </select>
    </>
  );
}
