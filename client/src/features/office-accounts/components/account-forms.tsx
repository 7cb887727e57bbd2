import {
  checkOfficeCredit,
  checkOfficeMoney,
  ledgerLineKindLabels,
  officeCreditKinds,
  officeMoneyMethods,
  paymentMethodLabels,
  type OfficeFieldError,
} from '@coop/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Field, TextField, useFocusFirstInvalid } from '../../../components/form-field';
import type { Notice } from '../../../components/notice';
import type { OfficeAccountFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage, refusedField } from '../../../lib/apollo-error-message';
import {
  useAccountTerms,
  useGrantAccountCredit,
  useRecordOfficePayment,
  useRecordOfficeRefund,
} from '../api/office-accounts';
import { officeAccountsUiMessages as messages, recordedText } from '../office-accounts-ui-messages';

type FormProps = {
  householdId: string;
  onNotice: (notice: Notice) => void;
};

/** Today on this device's calendar, as YYYY-MM-DD: what the date fields start at. */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * What every form here does on submit: the shared check first (its message under the field), then the server,
 * whose refusal goes under the field it names or, naming none, into the panel's alert. Returns whether it saved.
 */
function useAccountSubmit(onNotice: FormProps['onNotice']) {
  const [error, setError] = useState<OfficeFieldError | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  async function submit(
    checked: { ok: true } | { ok: false; error: OfficeFieldError },
    send: () => Promise<{ what: string; account: OfficeAccountFieldsFragment }>,
  ): Promise<boolean> {
    if (!checked.ok) {
      setError(checked.error);
      focusFirstInvalid();
      return false;
    }
    try {
      const { what, account } = await send();
      setError(null);
      onNotice({ kind: 'success', text: recordedText(what, account.balance) });
      return true;
    } catch (failure) {
      const message = apolloErrorMessage(failure, { refused: messages.refused, unreachable: messages.unreachable });
      const field = refusedField(failure);
      setError(field ? { field, message } : null);
      if (field) focusFirstInvalid();
      else onNotice({ kind: 'error', text: message });
      return false;
    }
  }
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return { formRef, submit, errorOf };
}

function FormButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={busy}>
      {busy ? 'Saving…' : children}
    </button>
  );
}

/** Money received from the household, or given back to it, in cash or by check. */
export function MoneyForm({ householdId, onNotice }: FormProps) {
  const [direction, setDirection] = useState<'payment' | 'refund'>('payment');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>('check');
  const [checkNumber, setCheckNumber] = useState('');
  const [occurredOn, setOccurredOn] = useState(today);
  const [note, setNote] = useState('');
  const [pay, paying] = useRecordOfficePayment();
  const [refund, refunding] = useRecordOfficeRefund();
  const busy = paying.loading || refunding.loading;
  const { formRef, submit, errorOf } = useAccountSubmit(onNotice);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const raw = { amount, method, checkNumber: method === 'check' ? checkNumber : '', occurredOn, note };
    const saved = await submit(checkOfficeMoney(raw), async () => {
      const input = { householdId, ...raw };
      if (direction === 'payment') {
        const answer = await pay({ variables: { input } });
        return { what: 'Payment', account: answer.data!.recordOfficePayment };
      }
      const answer = await refund({ variables: { input } });
      return { what: 'Refund', account: answer.data!.recordOfficeRefund };
    });
    if (saved) {
      setAmount('');
      setCheckNumber('');
      setNote('');
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void send(event)} aria-labelledby="money-form-heading">
      <h4 id="money-form-heading">Record cash or a check</h4>
      <Field label="What">
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={direction}
            onChange={(event) => setDirection(event.target.value as 'payment' | 'refund')}
          >
            <option value="payment">Payment received</option>
            <option value="refund">Refund given back</option>
          </select>
        )}
      </Field>
      <TextField
        label="Amount (dollars)"
        required
        inputMode="decimal"
        error={errorOf('amount')}
        value={amount}
        onChange={setAmount}
      />
      <Field label="How" error={errorOf('method')}>
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={method}
            onChange={(event) => setMethod(event.target.value)}
          >
            {officeMoneyMethods.map((each) => (
              <option key={each} value={each}>
                {paymentMethodLabels[each]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {method === 'check' && (
        <TextField
          label="Check number"
          required
          error={errorOf('checkNumber')}
          value={checkNumber}
          onChange={setCheckNumber}
        />
      )}
      <TextField
        label={method === 'check' ? 'Date on the check' : 'Date'}
        required
        type="date"
        error={errorOf('occurredOn')}
        value={occurredOn}
        onChange={setOccurredOn}
      />
      <TextField label="Note" error={errorOf('note')} value={note} onChange={setNote} />
      <FormButton busy={busy}>{direction === 'payment' ? 'Record payment' : 'Record refund'}</FormButton>
    </form>
  );
}

/** A scholarship or a credit: it lowers the balance without money moving. */
export function CreditForm({ householdId, onNotice }: FormProps) {
  const [kind, setKind] = useState<string>('scholarship');
  const [amount, setAmount] = useState('');
  const [termKey, setTermKey] = useState('');
  const [note, setNote] = useState('');
  const [grant, { loading }] = useGrantAccountCredit();
  const terms = useAccountTerms().data?.terms ?? [];
  const { formRef, submit, errorOf } = useAccountSubmit(onNotice);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const raw = { kind, amount, termKey: termKey || null, note };
    const saved = await submit(checkOfficeCredit(raw), async () => {
      const answer = await grant({ variables: { input: { householdId, ...raw } } });
      return {
        what: ledgerLineKindLabels[kind as 'scholarship' | 'credit'],
        account: answer.data!.grantAccountCredit,
      };
    });
    if (saved) {
      setAmount('');
      setNote('');
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void send(event)} aria-labelledby="credit-form-heading">
      <h4 id="credit-form-heading">Grant a scholarship or credit</h4>
      <Field label="Kind" error={errorOf('kind')}>
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={kind}
            onChange={(event) => setKind(event.target.value)}
          >
            {officeCreditKinds.map((each) => (
              <option key={each} value={each}>
                {ledgerLineKindLabels[each]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Amount (dollars)"
        required
        inputMode="decimal"
        error={errorOf('amount')}
        value={amount}
        onChange={setAmount}
      />
      <Field label="Term" error={errorOf('termKey')}>
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={termKey}
            onChange={(event) => setTermKey(event.target.value)}
          >
            <option value="">No particular term</option>
            {terms.map((term) => (
              <option key={term.key} value={term.key}>
                {term.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label="What it is for" required error={errorOf('note')} value={note} onChange={setNote} />
      <FormButton busy={loading}>Grant</FormButton>
    </form>
  );
}
