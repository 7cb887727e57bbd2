import { classTitle, eligibilityOverrideMessages, eligibilityOverrideLimits, overrideSavedText } from '@coop/contract';
import { useState } from 'react';
import { Field } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import type { Notice } from '../../../components/notice';
import { catalog } from '../../../config/catalog';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useOverrideEligibility } from '../api/override-eligibility';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';

/** A student as the enrollment form named them: the override is kept for exactly this child. */
export type OverrideStudent = { studentName: string; studentBirthday: string; parentEmail: string };

type EligibilityOverridesProps = {
  /** The students found, one entry each, in the order found. */
  students: readonly OverrideStudent[];
  onNotice: (notice: Notice) => void;
};

const studentId = (student: OverrideStudent) =>
  [student.parentEmail, student.studentName, student.studentBirthday].join('|').toLowerCase();

/**
 * "Allow a class despite a rule" for each student of the office's search: a class and the reason (required), and
 * the enrollment form then takes that class for that student whatever its age range, meeting time or
 * prerequisites say. A refusal stays in the dialog, with what was typed, to try again or cancel.
 */
export function EligibilityOverrides({ students, onNotice }: EligibilityOverridesProps) {
  const [student, setStudent] = useState<OverrideStudent | null>(null);
  const [classKey, setClassKey] = useState('');
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [override, { loading }] = useOverrideEligibility();
  // Every term's classes; the catalog module's helper would bring its checks along.
  const classes = [catalog(), ...(catalog().terms ?? [])].flatMap((term) => term.classes);
  const unique = [...new Map(students.map((each) => [studentId(each), each])).values()];

  const classError = attempted && !classKey ? eligibilityOverrideMessages.classRequired : undefined;
  const reasonError = attempted && !reason.trim() ? eligibilityOverrideMessages.reasonRequired : undefined;

  function open({ studentName, studentBirthday, parentEmail }: OverrideStudent) {
    // Only the student's details: a roster row carries much else the mutation does not take.
    setStudent({ studentName, studentBirthday, parentEmail });
    setClassKey('');
    setReason('');
    setAttempted(false);
    setFailure(null);
  }

  async function save() {
    if (!student || loading) return;
    setAttempted(true);
    if (!classKey || !reason.trim()) {
      // After React marks the field, so the first one missing is where the cursor goes.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.eligibility-override [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    try {
      const { data } = await override({ variables: { input: { ...student, classKey, reason: reason.trim() } } });
      setStudent(null);
      onNotice({
        kind: 'success',
        text: overrideSavedText(student.studentName, data?.overrideEligibility.classTitle ?? classKey),
      });
    } catch (refusal) {
      setFailure(
        apolloErrorMessage(refusal, { refused: messages.actionRefused, unreachable: messages.actionUnreachable }),
      );
    }
  }

  if (unique.length === 0) return null;
  return (
    <section className="eligibility-overrides" aria-labelledby="eligibility-overrides-heading">
      <h4 id="eligibility-overrides-heading">Allow a class despite a rule</h4>
      <p className="field__hint">
        For a student who met a prerequisite elsewhere, or is ready for a class outside its ages or at the same time as
        another: the enrollment form then accepts that class for that student.
      </p>
      <ul className="eligibility-overrides__students">
        {unique.map((each) => (
          <li key={studentId(each)}>
            <button
              type="button"
              className="button button--small button--secondary"
              aria-label={`Allow a class despite a rule for ${each.studentName}`}
              onClick={() => open(each)}
            >
              Allow a class despite a rule
            </button>{' '}
            {each.studentName}, born {each.studentBirthday}, {each.parentEmail}
          </li>
        ))}
      </ul>
      <ModalDialog
        open={student !== null}
        title={student ? `Allow a class for ${student.studentName}` : ''}
        onClose={() => setStudent(null)}
        actions={
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStudent(null)}
              disabled={loading}
            >
              Cancel
            </button>
            <button type="button" className="button button--primary" onClick={() => void save()} disabled={loading}>
              {loading ? messages.settingSaving : 'Allow the class'}
            </button>
          </>
        }
      >
        <div className="eligibility-override">
          <p>
            The enrollment form will accept this class for <strong>{student?.studentName}</strong> whatever its age
            range, meeting time or prerequisites say. The reason is kept with the placement's history.
          </p>
          <Field label="Class" required error={classError}>
            {(control) => (
              <select
                {...control}
                className="field__control"
                value={classKey}
                onChange={(event) => setClassKey(event.target.value)}
                data-autofocus
              >
                <option value="">Choose a class</option>
                {classes.map((item) => (
                  <option key={item.key} value={item.key}>
                    {classTitle(item)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Reason" required error={reasonError}>
            {(control) => (
              <textarea
                {...control}
                className="field__control"
                rows={3}
                maxLength={eligibilityOverrideLimits.reason}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          {failure && (
            <p role="alert" className="notice notice--error">
              {failure}
            </p>
          )}
        </div>
      </ModalDialog>
    </section>
  );
}
