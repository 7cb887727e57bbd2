import { MemberTable } from '../../../components/member-table';
import type { Notice } from '../../../components/notice';
import type { ClassEnrollmentFieldsFragment } from '../../../graphql/graphql';
import { groupClasses } from '../class-groups';
import { SeatsForm } from './seats-form';

type ClassListProps = {
  classes: ClassEnrollmentFieldsFragment[];
  onOpen: (entry: ClassEnrollmentFieldsFragment) => void;
  onChooseTeachers: (entry: ClassEnrollmentFieldsFragment) => void;
  onNotice: (notice: Notice) => void;
};

/** The id of a class's Open roster button, where the keyboard comes back to from its roster. */
export const openRosterButtonId = (classKey: string) => `open-roster-${classKey}`;

/** Every class under its group, as the enrollment form shows them, with seats, counts and teachers. */
export function ClassList({ classes, onOpen, onChooseTeachers, onNotice }: ClassListProps) {
  return groupClasses(classes).map((group) => (
    <div key={group.key} className="class-group-table">
      <h3 id={`enrollment-group-${group.key}`}>{group.title}</h3>
      <MemberTable
        labelledBy={`enrollment-group-${group.key}`}
        columns={['Class', 'Seats', 'Held', 'Confirmed', 'Waitlisted', 'Teachers', 'Roster']}
      >
        {group.classes.map((entry) => (
          <tr key={entry.classKey}>
            <th scope="row" className="member-table__name">
              {entry.title}
            </th>
            <td>
              <SeatsForm entry={entry} onNotice={onNotice} />
            </td>
            <td>{entry.held}</td>
            <td>{entry.confirmed}</td>
            <td>{entry.waitlisted}</td>
            <td>
              {entry.teachers.map((teacher) => teacher.name).join(', ') || 'None'}
              <button
                type="button"
                className="button button--secondary button--small class-list__teachers"
                aria-label={`Choose teachers for ${entry.title}`}
                onClick={() => onChooseTeachers(entry)}
              >
                Choose
              </button>
            </td>
            <td>
              <button
                type="button"
                id={openRosterButtonId(entry.classKey)}
                className="button button--secondary button--small"
                aria-label={`Open roster of ${entry.title}`}
                onClick={() => onOpen(entry)}
              >
                Open roster
              </button>
            </td>
          </tr>
        ))}
      </MemberTable>
    </div>
  ));
}
