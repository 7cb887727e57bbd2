import {
  formatCents,
  formatHours,
  hoursText,
  parseDollars,
  parseHours,
  volunteerDutiesMessages,
  volunteerPolicyProblems,
  type DutyProblem,
} from '@coop/contract';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form-field';
import { FormActions } from '../../../components/form-actions';
import type { VolunteerDutiesQuery } from '../../../graphql/graphql';
import { useSaveVolunteerTerm } from '../api/duties';
import { dutiesUiMessages as messages } from '../duties-ui-messages';
import { checkedSend, wholeNumber, type Errors, type OnNotice } from './duty-form';

type Duties = VolunteerDutiesQuery['volunteerDuties'];

function policyDraft(policy: Duties['policy']) {
  return {
    quota: hoursText(policy.quotaMinutes),
    rate: (policy.hourlyRate / 100).toFixed(2),
    signupOpens: policy.signupOpens ?? '',
    signupCloses: policy.signupCloses ?? '',
    autoAssignDays: policy.autoAssignDays === null ? '' : String(policy.autoAssignDays),
  };
}

/** The term's quota, rate for hours not worked, sign-up window and auto-assign days. */
export function VolunteerPolicyForm({ duties, onNotice }: { duties: Duties; onNotice: OnNotice }) {
  const [draft, setDraft] = useState(() => policyDraft(duties.policy));
  const [errors, setErrors] = useState<Errors>({});
  const [save, { loading }] = useSaveVolunteerTerm();
  const prefix = `duties-policy-${duties.termKey}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const quotaMinutes = parseHours(draft.quota);
    const hourlyRate = parseDollars(draft.rate);
    const input = {
      termKey: duties.termKey,
      quotaMinutes: quotaMinutes ?? Number.NaN,
      hourlyRate: hourlyRate ?? Number.NaN,
      signupOpens: draft.signupOpens || null,
      signupCloses: draft.signupCloses || null,
      autoAssignDays: wholeNumber(draft.autoAssignDays, null),
    };
    const problems: DutyProblem[] = volunteerPolicyProblems(input);
    await checkedSend({
      prefix,
      problems,
      setErrors,
      onNotice,
      send: () => save({ variables: { input } }),
      saved: `${duties.termName}: ${volunteerDutiesMessages.policySaved}`,
    });
  }

  const set = (field: keyof typeof draft) => (value: string) => setDraft({ ...draft, [field]: value });
  const quota = parseHours(draft.quota);
  const rate = parseDollars(draft.rate);
  return (
    <form className="duties__section" noValidate onSubmit={submit} aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Volunteer policy of {duties.termName}</h3>
      {quota !== null && rate !== null && (
        <p className="field__hint">
          Each family owes {formatHours(quota)}; an hour not worked costs {formatCents(rate)}.
        </p>
      )}
      <div className="duties__grid">
        <TextField
          id={`${prefix}-quotaMinutes`}
          label="Hours per family"
          hint={messages.hoursHint}
          error={errors.quotaMinutes}
          inputMode="decimal"
          value={draft.quota}
          onChange={set('quota')}
        />
        <TextField
          id={`${prefix}-hourlyRate`}
          label="Charge per hour not worked"
          hint={messages.rateHint}
          error={errors.hourlyRate}
          inputMode="decimal"
          value={draft.rate}
          onChange={set('rate')}
        />
        <TextField
          id={`${prefix}-signupOpens`}
          label="Sign-up opens"
          hint={messages.windowHint}
          error={errors.signupOpens}
          type="datetime-local"
          value={draft.signupOpens}
          onChange={set('signupOpens')}
        />
        <TextField
          id={`${prefix}-signupCloses`}
          label="Sign-up closes"
          hint={messages.windowHint}
          error={errors.signupCloses}
          type="datetime-local"
          value={draft.signupCloses}
          onChange={set('signupCloses')}
        />
        <TextField
          id={`${prefix}-autoAssignDays`}
          label="Assign open places automatically, days before a co-op day"
          hint={messages.autoAssignHint}
          error={errors.autoAssignDays}
          inputMode="numeric"
          value={draft.autoAssignDays}
          onChange={set('autoAssignDays')}
        />
      </div>
      <FormActions submit="Save the volunteer policy" busy={loading} />
    </form>
  );
}
