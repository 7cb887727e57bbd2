import { useMutation, useQuery } from '@apollo/client/react';
import {
  classSeatsLimits,
  classTitle,
  pageSize,
  weekdayNames,
  weekdays,
  type CatalogClass,
  type Weekday,
} from '@coop/contract';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/form-actions';
import { Field } from '../../../components/form-field';
import { NoticeRegion, type Notice } from '../../../components/notice';
import {
  ApprovedTeachersDocument,
  EnrollmentClassesDocument,
  SetClassSeatsDocument,
  SetClassTeachersDocument,
} from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { withClassSchedule } from '../schedule-documents';
import { scheduleEditorUiMessages as messages } from '../schedule-editor-ui-messages';
import { useSaveDocument } from '../use-save-document';

type Props = {
  item: CatalogClass;
  document: { body: string; revision: number };
};

/** One class's days, times, place and prerequisites (saved in the catalogue), its seats and its teachers. */
export function ClassScheduleForm({ item, document }: Props) {
  const [days, setDays] = useState<Weekday[]>(item.weekdays);
  const [start, setStart] = useState(item.start);
  const [end, setEnd] = useState(item.end);
  const [location, setLocation] = useState(item.location);
  const [prerequisites, setPrerequisites] = useState(item.prerequisites ?? '');
  const { run, saving, notice } = useSaveDocument('catalog.json', document);
  const title = classTitle(item);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = weekdays.filter((day) => days.includes(day));
    await run((body) => {
      if (chosen.length === 0) throw new Error(messages.chooseDay);
      return withClassSchedule(body, item.key, {
        weekdays: chosen,
        start,
        end,
        location: location.trim(),
        prerequisites: prerequisites.trim() || null,
      });
    }, messages.classSaved(title));
  }

  return (
    <>
      <form className="member-form" noValidate onSubmit={(event) => void submit(event)}>
        <h4>Days, times and place</h4>
        <NoticeRegion notice={notice} />
        <fieldset className="schedule-editor__days">
          <legend>Meets on</legend>
          {weekdays.map((day) => (
            <label key={day}>
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={(event) =>
                  setDays((current) => (event.target.checked ? [...current, day] : current.filter((d) => d !== day)))
                }
              />{' '}
              {weekdayNames[day]}
            </label>
          ))}
        </fieldset>
        <Field label="Starts at" required>
          {(control) => <input {...control} type="time" value={start} onChange={(e) => setStart(e.target.value)} />}
        </Field>
        <Field label="Ends at" required>
          {(control) => <input {...control} type="time" value={end} onChange={(e) => setEnd(e.target.value)} />}
        </Field>
        <Field label="Location" required>
          {(control) => <input {...control} value={location} onChange={(e) => setLocation(e.target.value)} />}
        </Field>
        <Field label="Prerequisites" hint="Leave empty when there are none.">
          {(control) => <input {...control} value={prerequisites} onChange={(e) => setPrerequisites(e.target.value)} />}
        </Field>
        <FormActions submit={`Save ${title}`} busy={saving} />
      </form>
      <ClassStaffing classKey={item.key} title={title} />
    </>
  );
}

const fallbacks = { refused: messages.refused, unreachable: messages.unreachable };

/** Seats and teachers live in the database, changed through the enrollment office as in the Enrollments tab. */
function ClassStaffing({ classKey, title }: { classKey: string; title: string }) {
  const classes = useQuery(EnrollmentClassesDocument, { fetchPolicy: 'cache-and-network' });
  const teachers = useQuery(ApprovedTeachersDocument, { variables: { first: pageSize.max } });
  // Kept here: the form below starts afresh from what the server saved, and the outcome must outlive it.
  const [notice, setNotice] = useState<Notice>(null);
  const entry = classes.data?.enrollmentClasses.find((each) => each.classKey === classKey);
  if (!entry) return null;
  return (
    <section className="member-form" aria-labelledby={`staffing-${classKey}`}>
      <h4 id={`staffing-${classKey}`}>Seats and teachers</h4>
      <NoticeRegion notice={notice} />
      <StaffingForm
        key={`${entry.seats} ${entry.teachers.map((t) => t.id).join()}`}
        classKey={classKey}
        title={title}
        seats={entry.seats}
        teacherIds={entry.teachers.map((t) => t.id)}
        approved={teachers.data?.userConnection.edges.map((edge) => edge.node) ?? []}
        onNotice={setNotice}
      />
    </section>
  );
}

type StaffingProps = {
  classKey: string;
  title: string;
  seats: number;
  teacherIds: string[];
  approved: { id: string; name: string }[];
  onNotice: (notice: Notice) => void;
};

function StaffingForm({ classKey, title, seats, teacherIds, approved, onNotice: setNotice }: StaffingProps) {
  const [seatsText, setSeatsText] = useState(String(seats));
  const [chosen, setChosen] = useState<string[]>(teacherIds);
  // The class list is keyed by class, which the cache cannot tell: it is read again after a save.
  const reread = { refetchQueries: [EnrollmentClassesDocument], awaitRefetchQueries: true };
  const [setSeats, seatsState] = useMutation(SetClassSeatsDocument, reread);
  const [setTeachers, teachersState] = useMutation(SetClassTeachersDocument, reread);
  const saving = seatsState.loading || teachersState.loading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const count = Number(seatsText);
    if (!Number.isInteger(count) || count < classSeatsLimits.min || count > classSeatsLimits.max) {
      setNotice({
        kind: 'error',
        text: `Seats: a whole number from ${classSeatsLimits.min} to ${classSeatsLimits.max}`,
      });
      return;
    }
    try {
      if (count !== seats) await setSeats({ variables: { classKey, seats: count } });
      if (chosen.join() !== teacherIds.join()) await setTeachers({ variables: { classKey, teacherIds: chosen } });
      setNotice({ kind: 'success', text: `${title}: seats and teachers saved.` });
    } catch (error) {
      setNotice({ kind: 'error', text: apolloErrorMessage(error, fallbacks) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Field label="Seats" required>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={classSeatsLimits.min}
            max={classSeatsLimits.max}
            value={seatsText}
            onChange={(e) => setSeatsText(e.target.value)}
          />
        )}
      </Field>
      <fieldset className="schedule-editor__teachers">
        <legend>Teachers</legend>
        {approved.map((teacher) => (
          <label key={teacher.id}>
            <input
              type="checkbox"
              checked={chosen.includes(teacher.id)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, teacher.id] : current.filter((id) => id !== teacher.id),
                )
              }
            />{' '}
            {teacher.name}
          </label>
        ))}
      </fieldset>
      <FormActions submit="Save seats and teachers" busy={saving} />
    </form>
  );
}
