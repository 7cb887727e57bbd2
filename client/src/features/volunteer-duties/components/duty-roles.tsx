import { dutyRoleProblems, volunteerDutiesMessages } from '@coop/contract';
import { useState, type FormEvent } from 'react';
import { Field, TextField } from '../../../components/form-field';
import { FormActions } from '../../../components/form-actions';
import type { VolunteerRoleFieldsFragment } from '../../../graphql/graphql';
import { useAddVolunteerRole, useRetireVolunteerRole, useSaveVolunteerRole } from '../api/duties';
import { dutiesUiMessages as messages } from '../duties-ui-messages';
import { checkedSend, focusField, wholeNumber, type Errors, type OnNotice } from './duty-form';

type Role = VolunteerRoleFieldsFragment;

const emptyDraft = {
  name: '',
  description: '',
  people: '1',
  minAge: '',
  needsBackgroundCheck: false,
  perClass: false,
};

const draftOf = (role: Role) => ({
  name: role.name,
  description: role.description,
  people: String(role.people),
  minAge: role.minAge === null ? '' : String(role.minAge),
  needsBackgroundCheck: role.needsBackgroundCheck,
  perClass: role.perClass,
});

/** What a role asks, in a line: "2 people · 16 and older · background check · each class meeting". */
function roleFacts(role: Role): string {
  return [
    `${role.people} ${role.people === 1 ? 'person' : 'people'}`,
    role.minAge === null ? '' : `${role.minAge} and older`,
    role.needsBackgroundCheck ? 'background check' : '',
    role.perClass ? 'each class meeting' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

const prefix = 'duties-role';

/** The duty roles: the list (retired ones marked, kept for history) and one form to add a role or edit one. */
export function DutyRoles({ roles, onNotice }: { roles: readonly Role[]; onNotice: OnNotice }) {
  const [editing, setEditing] = useState<Role | null>(null);
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [add, adding] = useAddVolunteerRole();
  const [save, saving] = useSaveVolunteerRole();
  const [retire, retiring] = useRetireVolunteerRole();
  const busy = adding.loading || saving.loading;

  function edit(role: Role | null) {
    setEditing(role);
    setDraft(role ? draftOf(role) : emptyDraft);
    setErrors({});
    if (role) requestAnimationFrame(() => focusField(prefix, 'name'));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = {
      name: draft.name,
      description: draft.description,
      people: wholeNumber(draft.people, Number.NaN),
      minAge: wholeNumber(draft.minAge, null),
      needsBackgroundCheck: draft.needsBackgroundCheck,
      perClass: draft.perClass,
    };
    const done = await checkedSend({
      prefix,
      problems: dutyRoleProblems(input),
      setErrors,
      onNotice,
      send: (): Promise<unknown> =>
        editing ? save({ variables: { id: editing.id, input } }) : add({ variables: { input } }),
      saved: `${input.name.trim()}: ${editing ? volunteerDutiesMessages.roleSaved : volunteerDutiesMessages.roleAdded}`,
    });
    if (done) edit(null);
  }

  async function toggleRetired(role: Role) {
    if (retiring.loading) return;
    await checkedSend({
      prefix,
      problems: [],
      setErrors,
      onNotice,
      send: () => retire({ variables: { id: role.id, retired: !role.retired } }),
      saved: `${role.name}: ${role.retired ? volunteerDutiesMessages.roleRestored : volunteerDutiesMessages.roleRetiredDone}`,
    });
  }

  const set = (field: 'name' | 'description' | 'people' | 'minAge') => (value: string) =>
    setDraft({ ...draft, [field]: value });
  return (
    <section className="duties__section" aria-labelledby="duties-roles-heading">
      <h3 id="duties-roles-heading">Duty roles</h3>
      {roles.length === 0 ? (
        <p>{messages.noRoles}</p>
      ) : (
        <ul className="duties__list">
          {roles.map((role) => (
            <li key={role.id} className={role.retired ? 'duties__item duties__item--retired' : 'duties__item'}>
              <div>
                <strong>{role.name}</strong>
                {role.retired && <span className="duties__tag"> (retired)</span>}
                <div className="field__hint">{roleFacts(role)}</div>
                {role.description && <div>{role.description}</div>}
              </div>
              <div className="duties__actions">
                <button type="button" className="button button--secondary" onClick={() => edit(role)}>
                  Edit {role.name}
                </button>
                <button type="button" className="button button--secondary" onClick={() => void toggleRetired(role)}>
                  {role.retired ? `Offer ${role.name} again` : `Retire ${role.name}`}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} aria-labelledby="duties-role-form-heading">
        <h4 id="duties-role-form-heading">{editing ? `Edit ${editing.name}` : 'Add a duty'}</h4>
        <div className="duties__grid">
          <TextField
            id={`${prefix}-name`}
            label="Name"
            required
            error={errors.name}
            value={draft.name}
            onChange={set('name')}
          />
          <TextField
            id={`${prefix}-people`}
            label="People per slot"
            required
            error={errors.people}
            inputMode="numeric"
            value={draft.people}
            onChange={set('people')}
          />
          <TextField
            id={`${prefix}-minAge`}
            label="Minimum age of a volunteer"
            hint="From 10 to 21; leave empty for any."
            error={errors.minAge}
            inputMode="numeric"
            value={draft.minAge}
            onChange={set('minAge')}
          />
        </div>
        <Field id={`${prefix}-description`} label="Description" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              className="field__control"
              rows={2}
              value={draft.description}
              onChange={(event) => set('description')(event.target.value)}
            />
          )}
        </Field>
        <label className="duties__check">
          <input
            type="checkbox"
            checked={draft.needsBackgroundCheck}
            onChange={(event) => setDraft({ ...draft, needsBackgroundCheck: event.target.checked })}
          />{' '}
          Needs a background check on file
        </label>
        <label className="duties__check">
          <input
            type="checkbox"
            checked={draft.perClass}
            onChange={(event) => setDraft({ ...draft, perClass: event.target.checked })}
          />{' '}
          One per class meeting (a classroom assistant)
        </label>
        <FormActions
          submit={editing ? 'Save the duty' : 'Add the duty'}
          busy={busy}
          onCancel={editing ? () => edit(null) : undefined}
        />
      </form>
    </section>
  );
}
