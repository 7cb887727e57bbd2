import { useState, type FormEvent } from 'react';
import { attendanceTexts, clockText, dayText, memberAreas } from '@coop/contract';
import '../../../components/button-variants.css';
import { Field } from '../../../components/form-field';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useAbsences, useReportAbsence, useWithdrawAbsenceReport } from '../api/absences';
import { absencesLoading, attendanceUiMessages as messages } from '../attendance-ui-messages';
import '../attendance.css';

const failed = { refused: messages.loadFailed, unreachable: messages.loadFailed };

/** The tab's heading, then its content (loading, failed or shown). */
export function AbsenceReports() {
  return (
    <section className="attendance" aria-labelledby="attendance-absences-heading">
      <h2 id="attendance-absences-heading">{memberAreas.attendance.tabs.absences.label}</h2>
      <AbsenceReportsBody />
    </section>
  );
}

/**
 * A guardian's absences reported ahead: a child, one of their coming class days, only some classes if need be, a
 * note for the teacher; and the reports made, each of which may be withdrawn.
 */
function AbsenceReportsBody() {
  const query = useAbsences();
  const [report, reporting] = useReportAbsence();
  const [withdraw] = useWithdrawAbsenceReport();
  const [notice, setNotice] = useState<Notice>(null);
  const [studentId, setStudentId] = useState('');
  const [date, setDate] = useState('');
  const [classKeys, setClassKeys] = useState<string[]>([]);
  const [note, setNote] = useState('');

  if (!query.data)
    return <LoadingOrFailed query={query} loadingText={absencesLoading} failedText={messages.loadFailed} />;
  const { absenceChoices: children, myAbsenceReports: reports } = query.data;
  if (children.length === 0) return <p>{messages.noChildren}</p>;
  const child = children.find((each) => each.studentId === studentId) ?? children[0];
  const day = child.days.find((each) => each.date === date) ?? child.days[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!day) return;
    setNotice(null);
    try {
      await report({ variables: { input: { studentId: child.studentId, date: day.date, classKeys, note } } });
      setClassKeys([]);
      setNote('');
      setNotice({ kind: 'success', text: attendanceTexts.reported });
    } catch (error) {
      setNotice({ kind: 'error', text: apolloErrorMessage(error, failed) });
    }
  }

  async function withdrawReport(id: string) {
    setNotice(null);
    try {
      await withdraw({ variables: { id } });
      setNotice({ kind: 'success', text: attendanceTexts.withdrawn });
    } catch (error) {
      setNotice({ kind: 'error', text: apolloErrorMessage(error, failed) });
    }
  }

  return (
    <div>
      <form onSubmit={(event) => void submit(event)}>
        <div className="attendance__pickers">
          <SelectField
            label={messages.childLabel}
            value={child.studentId}
            onChange={(value) => {
              setStudentId(value);
              setDate('');
              setClassKeys([]);
            }}
          >
            {children.map((each) => (
              <option key={each.studentId} value={each.studentId}>
                {each.studentName}
              </option>
            ))}
          </SelectField>
          {day ? (
            <SelectField
              label={messages.dayLabel}
              value={day.date}
              onChange={(value) => {
                setDate(value);
                setClassKeys([]);
              }}
            >
              {child.days.map((each) => (
                <option key={each.date} value={each.date}>
                  {dayText(each.date)}
                </option>
              ))}
            </SelectField>
          ) : (
            <p>{messages.noDays}</p>
          )}
        </div>
        {day && day.classes.length > 1 && (
          <fieldset>
            <legend>{messages.classesLegend}</legend>
            {day.classes.map((each) => (
              <label key={each.classKey} className="attendance__check">
                <input
                  type="checkbox"
                  checked={classKeys.includes(each.classKey)}
                  onChange={(event) =>
                    setClassKeys(
                      event.target.checked
                        ? [...classKeys, each.classKey]
                        : classKeys.filter((key) => key !== each.classKey),
                    )
                  }
                />{' '}
                {each.title}, {clockText(each.start)}
              </label>
            ))}
          </fieldset>
        )}
        <Field label={messages.noteLabel}>
          {(control) => (
            <textarea
              {...control}
              className="field__control"
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <p>
          <button type="submit" className="button button--primary" disabled={!day || reporting.loading}>
            {messages.report}
          </button>
        </p>
      </form>
      <NoticeRegion notice={notice} />
      <h3>{messages.reportsHeading}</h3>
      {reports.length === 0 ? (
        <p>{messages.noReports}</p>
      ) : (
        <ul className="attendance__reports">
          {reports.map((each) => (
            <li key={each.id}>
              <strong>{each.studentName}</strong>, {dayText(each.date)}:{' '}
              {each.classes.length === 0
                ? attendanceTexts.allClasses
                : each.classes.map((item) => item.title).join(', ')}
              {each.note && <> · {each.note}</>}{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={messages.withdrawLabel(each.studentName, dayText(each.date))}
                onClick={() => void withdrawReport(each.id)}
              >
                {messages.withdraw}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
