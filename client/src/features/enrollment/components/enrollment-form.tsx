import {
  acknowledgmentField,
  catalogTerms,
  nextField,
  wallClockMoment,
  type Catalog,
  type EnrollmentFieldName,
  type EnrollmentFieldRule,
} from '@coop/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFocusFirstInvalid } from '../../../components/form-field';
import { HoneypotField } from '../../../components/honeypot-field';
import { RuleField } from '../../../components/rule-field';
import { catalog } from '../../../config/catalog';
import { formEndpoints, isOwnEndpoint } from '../../../config/form-endpoints';
import { paths } from '../../../config/paths';
import { absoluteUrl } from '../../../lib/site-url';
import { pwaMessages } from '../../../pwa/pwa-messages';
import { EnrollmentRefused, submitEnrollment } from '../api/submit-enrollment';
import { classSeatsText, seatsTimeText } from '../class-seats';
import type { classProblems } from '../class-problems';
import { enrollmentFields, enrollmentMessages, validateEnrollment, type EnrollmentValues } from '../enrollment-rules';
import { readEnrollment } from '../read-enrollment';
import { useClassFees } from '../use-class-fees';
import { useClassSeats } from '../use-class-seats';
import { FeeSummary } from './fee-summary';
import { TermClasses } from './term-classes';
import './enrollment.css';

const parentFields = enrollmentFields.filter((field) => field.name.startsWith('parent_'));
const studentFields = enrollmentFields.filter((field) => field.name.startsWith('student_'));
// Seats are counted by our own server; a form provider only collects the answers.
const showsSeats = isOwnEndpoint(formEndpoints.enrollment);

const fieldNames = new Set<string>([...enrollmentFields.map((field) => field.name), acknowledgmentField]);
const isFieldName = (name: string) => fieldNames.has(name);

/**
 * The terms the form lists: the school year, then each later term the office opened that has not ended. Before the
 * app runs every opened term is listed; the server refuses what its windows do not take.
 */
function formTerms(source: Catalog, now: string | null) {
  return catalogTerms(source).filter(
    (term) => term.first || (term.registration && (now === null || term.end >= now.slice(0, 10))),
  );
}

/** The birthday and the classes chosen: a form held back once for its classes is sent as it is the second time. */
const choiceOf = (values: EnrollmentValues) =>
  JSON.stringify([values.fields.student_birthday.trim(), [...values.classes].sort()]);

/**
 * The Class Enrollment Form: checked here before it is sent,
 * posted as multipart, and on any failure everything typed stays in place.
 * Until the app runs it is a plain form: the browser checks the required fields (the acknowledgment among them)
 * and posts it, and the collector checks the rest, so its submit button is not disabled before then.
 * A class the student is too young or too old for, or two at the same time, is shown before sending; submitted
 * again unchanged, the form goes to the collector, which knows the office's overrides and has the last word.
 */
export function EnrollmentForm() {
  const navigate = useNavigate();
  // Where a plain post lands: our collector takes a path, a provider on another host a full address.
  const thankYou = paths.enrollmentThankYou.getHref();
  const nextAfterPost = showsSeats ? thankYou : absoluteUrl(thankYou);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState<EnrollmentValues>(readEnrollment);
  // Messages appear after the first attempt to submit, then follow every change.
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [queued, setQueued] = useState(false);
  // The collector's own refusals (a prerequisite, a class the student already has at that time), until changed.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [heldBack, setHeldBack] = useState<string | null>(null);
  // Loaded when a class is first chosen or the form first sent, so the page's first script does not carry it.
  const [checkClasses, setCheckClasses] = useState<typeof classProblems | null>(null);
  const classCheck = useRef<Promise<typeof classProblems> | null>(null);
  const loadClassCheck = () =>
    (classCheck.current ??= import('../class-problems').then(({ classProblems: check }) => {
      setCheckClasses(() => check);
      return check;
    }));
  const problems = attempted && checkClasses ? checkClasses(values, catalog()) : {};
  const errors: Record<string, string | undefined> = { ...refused, ...(attempted ? validateEnrollment(values) : {}) };
  const classErrors = { ...refused, ...problems };
  const seats = useClassSeats(showsSeats);
  // Fees, like seats, come from our own server: a form provider knows nothing of them.
  const fees = useClassFees(showsSeats);
  // False in the pre-rendered form and while hydrating, so those render the same.
  const [appRunning, setAppRunning] = useState(false);
  // The co-op's wall clock, for the terms' registration windows: read once the app runs, then every minute.
  const [now, setNow] = useState<string | null>(null);
  const terms = formTerms(catalog(), now);

  // Whatever was filled in before hydration becomes the form's state, and the app takes over the checks, in one
  // render of the form.
  useEffect(() => {
    if (formRef.current) setValues(readEnrollment(formRef.current));
    setAppRunning(true);
  }, [formRef]);

  useEffect(() => {
    const tick = () => setNow(wallClockMoment(new Date(), catalog().timeZone));
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, []);

  /** A change answers the collector's sentence about that field; one to the classes or the student, all of theirs. */
  const forget = (names: readonly string[], classesToo: boolean) =>
    setRefused((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([name]) => !names.includes(name) && !(classesToo && !isFieldName(name))),
      ),
    );
  const setField = (name: EnrollmentFieldName, value: string) => {
    forget([name], name.startsWith('student_'));
    setValues((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
  };
  const toggleClass = (key: string, chosen: boolean) => {
    forget([key], true);
    void loadClassCheck();
    setValues((current) => {
      const classes = new Set(current.classes);
      if (chosen) classes.add(key);
      else classes.delete(key);
      return { ...current, classes };
    });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !values.acknowledged) return;
    const choice = choiceOf(values);
    const check = await loadClassCheck();
    const classesHeldBack = Object.keys(check(values, catalog())).length > 0 && heldBack !== choice;
    if (Object.keys(validateEnrollment(values)).length > 0 || classesHeldBack) {
      if (classesHeldBack) setHeldBack(choice);
      setAttempted(true);
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      if ((await submitEnrollment(values)) === 'queued') setQueued(true);
      else navigate(paths.enrollmentThankYou.getHref());
    } catch (error) {
      if (error instanceof EnrollmentRefused) {
        setRefused(error.errors);
        setAttempted(true);
        setSubmitting(false);
        focusFirstInvalid();
        return;
      }
      console.error('The enrollment could not be submitted', error);
      window.alert(enrollmentMessages.submitFailed);
      setSubmitting(false);
    }
  }

  const renderField = (field: EnrollmentFieldRule) => (
    <RuleField
      key={field.name}
      field={field}
      error={errors[field.name]}
      value={values.fields[field.name]}
      onChange={(value) => setField(field.name, value)}
    />
  );

  if (queued) {
    return (
      <p className="enrollment-form__queued" role="status">
        {pwaMessages.formQueued}
      </p>
    );
  }

  return (
    <form
      ref={formRef}
      className="enrollment-form"
      method="post"
      action={formEndpoints.enrollment}
      noValidate={appRunning}
      onSubmit={handleSubmit}
      aria-busy={submitting || undefined}
    >
      <input type="hidden" name={nextField} value={nextAfterPost} />
      <HoneypotField
        value={values.honeypot}
        onChange={(honeypot) => setValues((current) => ({ ...current, honeypot }))}
      />

      <fieldset className="enrollment-form__part">
        <legend className="enrollment-form__legend">Parent or Guardian</legend>
        {parentFields.map(renderField)}
      </fieldset>

      <fieldset className="enrollment-form__part">
        <legend className="enrollment-form__legend">Student</legend>
        {studentFields.map(renderField)}
      </fieldset>

      <div className="enrollment-form__part">
        <h2 className="enrollment-form__legend">Classes</h2>
        <p className="field__hint">
          Choose every class your student would like to take. Each one lists its grades, days, time, any prerequisite,
          and where it meets.
        </p>
        {terms.map((term) => (
          <TermClasses
            key={term.key}
            term={term}
            groups={catalog().groups}
            named={terms.length > 1}
            now={now}
            chosen={values.classes}
            onToggle={toggleClass}
            seatsText={showsSeats ? (key) => classSeatsText(seats, key) : undefined}
            errors={classErrors}
          />
        ))}
        {Object.keys(problems).length > 0 && <p className="field__hint">{enrollmentMessages.sendAnyway}</p>}
        {showsSeats && (
          <p className="field__hint enrollment-form__seats-time" role="status">
            {seatsTimeText(seats)}
          </p>
        )}
      </div>

      {fees && (
        <FeeSummary fees={fees} catalog={catalog()} chosen={values.classes} studentName={values.fields.student_name} />
      )}

      <div className="enrollment-form__part enrollment-form__acknowledgment">
        <input
          id="enrollment-acknowledgment"
          type="checkbox"
          name={acknowledgmentField}
          value="Yes"
          required
          checked={values.acknowledged}
          onChange={(event) => setValues((current) => ({ ...current, acknowledged: event.target.checked }))}
        />
        <label htmlFor="enrollment-acknowledgment">
          I understand that a deposit is required for each class to secure my student's place, and that my student must
          meet each class's grade level and prerequisites.
        </label>
      </div>

      <button
        type="submit"
        className="button button--primary"
        disabled={appRunning && (!values.acknowledged || submitting)}
        aria-describedby={values.acknowledged ? undefined : 'enrollment-submit-hint'}
      >
        {submitting ? 'Submitting…' : 'Submit Enrollment'}
      </button>
      {!values.acknowledged && (
        <p id="enrollment-submit-hint" className="field__hint enrollment-form__submit-hint">
          {enrollmentMessages.acknowledgmentNeeded}
        </p>
      )}
    </form>
  );
}
