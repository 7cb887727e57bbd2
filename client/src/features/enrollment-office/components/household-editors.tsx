import {
  checkAddress,
  checkAllergies,
  checkEmergencyContacts,
  checkGrade,
  checkHouseholdName,
  checkInviteEmail,
  checkMedicalNotes,
  checkPhone,
  checkPickupAdults,
  checkStudentBirthday,
  checkStudentName,
  householdGrades,
  householdLimits,
  householdMessages,
  type Checked,
  type EmergencyContactInput,
} from '@coop/contract';
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Field, RequiredNote } from '../../../components/form-field';
import { FormActions } from '../../../components/form-actions';
import type { Notice } from '../../../components/notice';
import type { HouseholdFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useAddHouseholdStudent } from '../api/add-household-student';
import { useInviteGuardian } from '../api/invite-guardian';
import { useUpdateHousehold } from '../api/update-household';
import { useUpdateHouseholdStudent } from '../api/update-household-student';
import { useWithdrawGuardianInvitation } from '../api/withdraw-guardian-invitation';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';

type Household = HouseholdFieldsFragment;
type Student = Household['students'][number];
/** Where a section says what it saved or what was refused. */
export type Say = (notice: Notice) => void;

const refusal = (failure: unknown) =>
  apolloErrorMessage(failure, { refused: messages.actionRefused, unreachable: messages.actionUnreachable });

/** The first failed check's message by field, or the values when all pass. */
function firstError(checks: Record<string, Checked<unknown>>): { field: string; message: string } | null {
  for (const checked of Object.values(checks)) if (!checked.ok) return checked.error;
  return null;
}

/** A household's name, address and home phone, edited in a small form; `untitled` heads one not named yet. */
export function HouseholdContactDetails({
  household,
  untitled,
  headingRef,
  onNotice,
}: {
  household: Household;
  untitled: string;
  /** For a view that moves the keyboard to the household's name as it opens. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  onNotice: Say;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ name: '', address: '', homePhone: '' });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [save, saving] = useUpdateHousehold();

  function edit() {
    setDraft({ name: household.name, address: household.address, homePhone: household.homePhone });
    setError(null);
    setEditing(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.loading) return;
    const found = firstError({
      name: checkHouseholdName(draft.name),
      address: checkAddress(draft.address),
      homePhone: checkPhone(draft.homePhone, 'homePhone'),
    });
    setError(found);
    if (found) return;
    try {
      await save({ variables: { input: { householdId: household.id, ...draft } } });
      setEditing(false);
      onNotice({ kind: 'success', text: 'Contact details saved.' });
    } catch (failure) {
      onNotice({ kind: 'error', text: refusal(failure) });
    }
  }

  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <section aria-labelledby="household-contact">
      <h3 id="household-contact" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {household.name || untitled}
      </h3>
      {editing ? (
        <form className="member-form" noValidate onSubmit={(event) => void submit(event)}>
          <Field label="Household name" hint='For example "The Rivera family".' error={errorOf('name')}>
            {(control) => (
              <input
                {...control}
                maxLength={householdLimits.name}
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            )}
          </Field>
          <Field label="Address" error={errorOf('address')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                autoComplete="street-address"
                maxLength={householdLimits.address}
                value={draft.address}
                onChange={(event) => setDraft({ ...draft, address: event.target.value })}
              />
            )}
          </Field>
          <Field label="Home phone" error={errorOf('homePhone')}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                maxLength={householdLimits.phone}
                value={draft.homePhone}
                onChange={(event) => setDraft({ ...draft, homePhone: event.target.value })}
              />
            )}
          </Field>
          <FormActions submit="Save contact details" busy={saving.loading} onCancel={() => setEditing(false)} />
        </form>
      ) : (
        <>
          <dl className="submission-card__fields">
            <div>
              <dt>Address</dt>
              <dd className="household__address">{household.address || 'Not given yet'}</dd>
            </div>
            <div>
              <dt>Home phone</dt>
              <dd>{household.homePhone || 'Not given yet'}</dd>
            </div>
          </dl>
          <button type="button" className="button button--secondary button--small" onClick={edit}>
            Edit contact details
          </button>
        </>
      )}
    </section>
  );
}

/** The guardians and waiting invitations: withdraw one, or invite another adult by e-mail. */
export function HouseholdGuardians({ household, onNotice }: { household: Household; onNotice: Say }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [invite, inviting] = useInviteGuardian();
  const [withdraw] = useWithdrawGuardianInvitation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inviting.loading) return;
    const checked = checkInviteEmail(email);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    setError(undefined);
    try {
      await invite({ variables: { householdId: household.id, email: checked.value } });
      setEmail('');
      onNotice({ kind: 'success', text: householdMessages.invitationSent(checked.value) });
    } catch (failure) {
      setError(refusal(failure));
    }
  }

  async function withdrawInvitation(id: string, to: string) {
    try {
      await withdraw({ variables: { invitationId: id } });
      onNotice({ kind: 'success', text: `The invitation to ${to} was withdrawn.` });
    } catch (failure) {
      onNotice({ kind: 'error', text: refusal(failure) });
    }
  }

  return (
    <section aria-labelledby="household-guardians">
      <h3 id="household-guardians">Guardians</h3>
      <ul className="household__list">
        {household.guardians.map((guardian) => (
          <li key={guardian.userId}>
            {guardian.name} ({guardian.email})
          </li>
        ))}
        {household.invitations.map((invitation) => (
          <li key={invitation.id}>
            {invitation.email}: invited by {invitation.invitedBy}, waiting to accept{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              onClick={() => void withdrawInvitation(invitation.id, invitation.email)}
            >
              Withdraw
            </button>
          </li>
        ))}
      </ul>
      <form className="member-form" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label="Invite another guardian"
          hint="We e-mail them a link; they accept it signed in with this address."
          error={error}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <FormActions submit="Send invitation" busy={inviting.loading} busyText="Sending…" />
      </form>
    </section>
  );
}

/** Each student's details, edited in place, and Add a student; `below` adds what else a student shows (classes). */
export function HouseholdStudents({
  household,
  onNotice,
  below,
}: {
  household: Household;
  onNotice: Say;
  below?: (studentId: string) => ReactNode;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="household-students">
      <h3 id="household-students">Students</h3>
      {household.students.length === 0 && <p>{householdMessages.noStudents}</p>}
      {household.students.map((student) =>
        editing === student.id ? (
          <StudentForm
            key={student.id}
            householdId={household.id}
            student={student}
            onDone={(text) => {
              setEditing(null);
              if (text) onNotice({ kind: 'success', text });
            }}
          />
        ) : (
          <StudentDetails key={student.id} student={student} onEdit={() => setEditing(student.id)}>
            {below?.(student.id)}
          </StudentDetails>
        ),
      )}
      {editing === 'new' ? (
        <StudentForm
          householdId={household.id}
          onDone={(text) => {
            setEditing(null);
            if (text) onNotice({ kind: 'success', text });
          }}
        />
      ) : (
        <button type="button" className="button button--primary button--small" onClick={() => setEditing('new')}>
          Add a student
        </button>
      )}
    </section>
  );
}

function StudentDetails({ student, onEdit, children }: { student: Student; onEdit: () => void; children: ReactNode }) {
  const contacts = student.emergencyContacts.map((each) => `${each.name} (${each.relationship}), ${each.phone}`);
  const rows: Array<[string, string]> = [
    ['Birthday', student.birthday ?? 'Not known'],
    ['Grade', student.grade ?? 'Not set'],
    ['Allergies', student.allergies || 'None given'],
    ['Medical notes', student.medicalNotes || 'None'],
    ['Emergency contacts', contacts.join('; ') || 'None yet: please add one'],
    ['Allowed to pick up', student.pickupAdults.join(', ') || 'Guardians only'],
  ];
  return (
    <article className="family-student" aria-label={`${student.fullName}'s details`}>
      <h4>{student.fullName}</h4>
      <dl className="submission-card__fields">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* The student's name is in the button's text: a name beside "Edit details" would not match what is seen. */}
      <button type="button" className="button button--secondary button--small" onClick={onEdit}>
        Edit {student.fullName}'s details
      </button>
      {children}
    </article>
  );
}

type StudentDraft = {
  fullName: string;
  birthday: string;
  grade: string;
  allergies: string;
  medicalNotes: string;
  emergencyContacts: EmergencyContactInput[];
  pickupAdults: string;
};

const emptyContact: EmergencyContactInput = { name: '', relationship: '', phone: '' };

function draftOf(student?: Student): StudentDraft {
  return {
    fullName: student?.fullName ?? '',
    birthday: student?.birthday ?? '',
    grade: student?.grade ?? '',
    allergies: student?.allergies ?? '',
    medicalNotes: student?.medicalNotes ?? '',
    emergencyContacts: student?.emergencyContacts.length
      ? student.emergencyContacts.map(({ name, relationship, phone }) => ({ name, relationship, phone }))
      : [{ ...emptyContact }],
    pickupAdults: student?.pickupAdults.join('\n') ?? '',
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** Adds a student, or changes one's details; checked with the server's own rules before it is sent. */
function StudentForm({
  householdId,
  student,
  onDone,
}: {
  householdId: string;
  student?: Student;
  onDone: (savedText: string | null) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(student));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [add, adding] = useAddHouseholdStudent();
  const [update, updating] = useUpdateHouseholdStudent();
  const busy = adding.loading || updating.loading;
  const title = student ? `Edit ${student.fullName}'s details` : 'Add a student';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const pickupAdults = draft.pickupAdults.split('\n');
    const found = firstError({
      fullName: checkStudentName(draft.fullName),
      birthday: checkStudentBirthday(draft.birthday, today()),
      grade: checkGrade(draft.grade),
      allergies: checkAllergies(draft.allergies),
      medicalNotes: checkMedicalNotes(draft.medicalNotes),
      emergencyContacts: checkEmergencyContacts(draft.emergencyContacts),
      pickupAdults: checkPickupAdults(pickupAdults),
    });
    setError(found);
    if (found) return;
    const fields = { ...draft, grade: draft.grade || null, pickupAdults };
    try {
      if (student) await update({ variables: { input: { studentId: student.id, ...fields } } });
      else await add({ variables: { input: { householdId, ...fields } } });
      onDone(student ? `${draft.fullName}'s details saved.` : `${draft.fullName} added.`);
    } catch (failure) {
      setError({ field: 'form', message: refusal(failure) });
    }
  }

  const errorOf = (field: string) =>
    error && (error.field === field || error.field.startsWith(`${field}.`)) ? error.message : undefined;
  const contactError = (index: number, part: string) =>
    error?.field === `emergencyContacts.${index}.${part}` ? error.message : undefined;
  const setContact = (index: number, part: keyof EmergencyContactInput, value: string) =>
    setDraft({
      ...draft,
      emergencyContacts: draft.emergencyContacts.map((each, i) => (i === index ? { ...each, [part]: value } : each)),
    });

  return (
    <form className="member-form family-student" noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
      <h4>{title}</h4>
      <RequiredNote />
      {error?.field === 'form' && (
        <p role="alert" className="notice notice--error">
          {error.message}
        </p>
      )}
      <Field label="Full name" required error={errorOf('fullName')}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={householdLimits.studentName}
            value={draft.fullName}
            onChange={(event) => setDraft({ ...draft, fullName: event.target.value })}
          />
        )}
      </Field>
      <Field label="Birthday" required error={errorOf('birthday')}>
        {(control) => (
          <input
            {...control}
            type="date"
            max={today()}
            value={draft.birthday}
            onChange={(event) => setDraft({ ...draft, birthday: event.target.value })}
          />
        )}
      </Field>
      <Field label="Grade" error={errorOf('grade')}>
        {(control) => (
          <select
            {...control}
            value={draft.grade}
            onChange={(event) => setDraft({ ...draft, grade: event.target.value })}
          >
            <option value="">Not set</option>
            {householdGrades.map((grade) => (
              <option key={grade} value={grade}>
                Grade {grade}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Allergies" hint="Write None if none." error={errorOf('allergies')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={householdLimits.allergies}
            value={draft.allergies}
            onChange={(event) => setDraft({ ...draft, allergies: event.target.value })}
          />
        )}
      </Field>
      <Field label="Medical notes" error={errorOf('medicalNotes')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={householdLimits.medicalNotes}
            value={draft.medicalNotes}
            onChange={(event) => setDraft({ ...draft, medicalNotes: event.target.value })}
          />
        )}
      </Field>
      {draft.emergencyContacts.map((contact, index) => (
        <fieldset key={index} className="household__contact">
          <legend>Emergency contact {index + 1}</legend>
          <Field label="Name" required error={contactError(index, 'name')}>
            {(control) => (
              <input
                {...control}
                value={contact.name}
                onChange={(event) => setContact(index, 'name', event.target.value)}
              />
            )}
          </Field>
          <Field label="Relationship" required error={contactError(index, 'relationship')}>
            {(control) => (
              <input
                {...control}
                value={contact.relationship}
                onChange={(event) => setContact(index, 'relationship', event.target.value)}
              />
            )}
          </Field>
          <Field label="Phone" required error={contactError(index, 'phone')}>
            {(control) => (
              <input
                {...control}
                type="tel"
                value={contact.phone}
                onChange={(event) => setContact(index, 'phone', event.target.value)}
              />
            )}
          </Field>
        </fieldset>
      ))}
      {error?.field === 'emergencyContacts' && (
        <p role="alert" className="field__error">
          {error.message}
        </p>
      )}
      {draft.emergencyContacts.length < householdLimits.emergencyContacts && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setDraft({ ...draft, emergencyContacts: [...draft.emergencyContacts, { ...emptyContact }] })}
        >
          Add another emergency contact
        </button>
      )}
      <Field label="Adults allowed to pick up" hint="One name per line." error={errorOf('pickupAdults')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={draft.pickupAdults}
            onChange={(event) => setDraft({ ...draft, pickupAdults: event.target.value })}
          />
        )}
      </Field>
      <FormActions submit={student ? 'Save details' : 'Add student'} busy={busy} onCancel={() => onDone(null)} />
    </form>
  );
}
