import {
  classFeesProblems,
  feeSettingsMessages,
  formatCents,
  moneyMessages,
  parseDollars,
  termFeesProblems,
  type FeeProblem,
} from '@coop/contract';
import { useState, type FormEvent } from 'react';
import '../../../components/button-variants.css';
import { Field } from '../../../components/form-field';
import { FormActions } from '../../../components/form-actions';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { TermChooser } from '../../../components/term-chooser';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { FeeSettingsFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage, refusedField } from '../../../lib/apollo-error-message';
import { useFeeSettings, useFeeTerms, useSaveClassFees, useSaveTermFees } from '../api/fees';
import { feesLoading, feesUiMessages as messages } from '../fees-ui-messages';
import '../fees.css';

const fallbacks = { refused: messages.refused, unreachable: messages.unreachable };
type Errors = Record<string, string>;
type Props = { settings: FeeSettingsFieldsFragment; onNotice: (notice: Notice) => void };

/** "25.00" for a form's field, from cents; empty for nothing. */
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** A whole number typed, or NaN (refused by the shared checks); `empty` for a blank field. */
const wholeNumber = <T,>(text: string, empty: T) => (text.trim() === '' ? empty : Number(text.trim()));

const errorsOf = (problems: readonly FeeProblem[]): Errors =>
  Object.fromEntries([...problems].reverse().map((problem) => [problem.field, problem.message]));

/** Moves the keyboard to the first refused field, by the id the form gave it. */
function focusFirst(prefix: string, problems: readonly FeeProblem[]) {
  if (problems[0]) document.getElementById(`${prefix}-${problems[0].field}`)?.focus();
}

/**
 * The Fees tab (administrators): a term's fee policy (dues, sibling discounts, installments, when fees stay owed,
 * when unpaid deposits release a seat, the instructors' share) and each of its classes' fees.
 */
export function OfficeFees() {
  const terms = useFeeTerms();
  const [chosen, setChosen] = useState<string>();
  const termKey = chosen ?? terms.data?.terms[0]?.key;
  const query = useFeeSettings(termKey);
  const [notice, setNotice] = useState<Notice>(null);
  const settings = query.data?.feeSettings;
  return (
    <section className="member-panel fees" aria-labelledby="fees-heading">
      <h2 id="fees-heading">Fees</h2>
      <p>{messages.intro}</p>
      <NoticeRegion notice={notice} />
      {terms.data && (
        <TermChooser
          terms={terms.data!.terms}
          value={termKey}
          className="fees__term"
          onChange={(key) => {
            setChosen(key);
            setNotice(null);
          }}
        />
      )}
      {settings && settings.termKey === termKey ? (
        <>
          <TermPolicyForm key={`policy-${settings.termKey}`} settings={settings} onNotice={setNotice} />
          <ClassFeesForm key={`classes-${settings.termKey}`} settings={settings} onNotice={setNotice} />
        </>
      ) : (
        <LoadingOrFailed
          query={terms.error ? terms : query}
          loadingText={feesLoading}
          failedText={messages.loadFailed}
        />
      )}
    </section>
  );
}

type InstallmentDraft = { dueOn: string; percent: string };

function policyDraft(policy: FeeSettingsFieldsFragment['policy']) {
  return {
    dues: dollarsText(policy.dues),
    secondChildPercent: String(policy.secondChildPercent),
    laterChildPercent: String(policy.laterChildPercent),
    instructorPercent: String(policy.instructorPercent),
    feesKeptAfter: policy.feesKeptAfter ?? '',
    depositReleaseDays: policy.depositReleaseDays === null ? '' : String(policy.depositReleaseDays),
    installments: policy.installments.map(({ dueOn, percent }) => ({ dueOn, percent: String(percent) })),
  };
}

const percentLabels = {
  secondChildPercent: 'Second child: percent off class fees',
  laterChildPercent: 'Third and later children: percent off class fees',
  instructorPercent: 'Instructors’ share of class fees (percent)',
} as const;

function TermPolicyForm({ settings, onNotice }: Props) {
  const [draft, setDraft] = useState(() => policyDraft(settings.policy));
  const [errors, setErrors] = useState<Errors>({});
  const [save, { loading }] = useSaveTermFees();
  const prefix = `fees-${settings.termKey}`;
  const setInstallment = (index: number, changes: Partial<InstallmentDraft>) =>
    setDraft({
      ...draft,
      installments: draft.installments.map((each, at) => (at === index ? { ...each, ...changes } : each)),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const dues = parseDollars(draft.dues);
    const input = {
      termKey: settings.termKey,
      dues: dues ?? Number.NaN,
      secondChildPercent: wholeNumber(draft.secondChildPercent, Number.NaN),
      laterChildPercent: wholeNumber(draft.laterChildPercent, Number.NaN),
      instructorPercent: wholeNumber(draft.instructorPercent, Number.NaN),
      feesKeptAfter: draft.feesKeptAfter || null,
      depositReleaseDays: wholeNumber(draft.depositReleaseDays, null),
      installments: draft.installments.map(({ dueOn, percent }) => ({
        dueOn,
        percent: wholeNumber(percent, Number.NaN),
      })),
    };
    const problems = termFeesProblems(input);
    setErrors(errorsOf(problems));
    if (problems.length) {
      focusFirst(prefix, problems);
      return;
    }
    try {
      const answer = await save({ variables: { input } });
      if (answer.data) setDraft(policyDraft(answer.data.saveTermFees.policy));
      onNotice({ kind: 'success', text: `${settings.termName}: ${feeSettingsMessages.termFeesSaved}` });
    } catch (failure) {
      const text = apolloErrorMessage(failure, fallbacks);
      const field = refusedField(failure);
      setErrors(field ? { [field]: text } : {});
      onNotice({ kind: 'error', text: `${settings.termName}: ${text}` });
    }
  }

  return (
    <form className="fees__policy" noValidate onSubmit={submit} aria-label={`Fee policy of ${settings.termName}`}>
      <h3>Fee policy of {settings.termName}</h3>
      <div className="fees__grid">
        <Field id={`${prefix}-dues`} label="Household dues per term" hint={messages.amountsHint} error={errors.dues}>
          {(control) => (
            <input
              {...control}
              className="field__control"
              inputMode="decimal"
              value={draft.dues}
              onChange={(event) => setDraft({ ...draft, dues: event.target.value })}
            />
          )}
        </Field>
        {(Object.keys(percentLabels) as (keyof typeof percentLabels)[]).map((field) => (
          <Field key={field} id={`${prefix}-${field}`} label={percentLabels[field]} error={errors[field]}>
            {(control) => (
              <input
                {...control}
                className="field__control"
                inputMode="numeric"
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            )}
          </Field>
        ))}
        <Field
          id={`${prefix}-feesKeptAfter`}
          label="Fees stay owed when a child withdraws after"
          hint="Leave empty to reverse the fees of every withdrawal."
          error={errors.feesKeptAfter}
        >
          {(control) => (
            <input
              {...control}
              className="field__control"
              type="date"
              value={draft.feesKeptAfter}
              onChange={(event) => setDraft({ ...draft, feesKeptAfter: event.target.value })}
            />
          )}
        </Field>
        <Field
          id={`${prefix}-depositReleaseDays`}
          label="Release a held seat whose deposit is unpaid after (days)"
          hint="Leave empty to never release seats for an unpaid deposit."
          error={errors.depositReleaseDays}
        >
          {(control) => (
            <input
              {...control}
              className="field__control"
              inputMode="numeric"
              value={draft.depositReleaseDays}
              onChange={(event) => setDraft({ ...draft, depositReleaseDays: event.target.value })}
            />
          )}
        </Field>
      </div>
      <fieldset className="fees__installments" aria-describedby={`${prefix}-installments-hint`}>
        <legend>Installments</legend>
        <p className="field__hint" id={`${prefix}-installments-hint`}>
          {messages.installmentsHint}
        </p>
        {errors.installments && (
          <p className="field__error" id={`${prefix}-installments`} tabIndex={-1}>
            {errors.installments}
          </p>
        )}
        {draft.installments.length === 0 && <p>{messages.noInstallments}</p>}
        {draft.installments.map((installment, index) => (
          <div className="fees__installment" key={index}>
            <Field
              id={`${prefix}-installments.${index}.dueOn`}
              label={`Installment ${index + 1}: due on`}
              error={errors[`installments.${index}.dueOn`]}
            >
              {(control) => (
                <input
                  {...control}
                  className="field__control"
                  type="date"
                  value={installment.dueOn}
                  onChange={(event) => setInstallment(index, { dueOn: event.target.value })}
                />
              )}
            </Field>
            <Field
              id={`${prefix}-installments.${index}.percent`}
              label={`Installment ${index + 1}: percent`}
              error={errors[`installments.${index}.percent`]}
            >
              {(control) => (
                <input
                  {...control}
                  className="field__control"
                  inputMode="numeric"
                  value={installment.percent}
                  onChange={(event) => setInstallment(index, { percent: event.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDraft({ ...draft, installments: draft.installments.filter((_, at) => at !== index) })}
            >
              Remove installment {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDraft({ ...draft, installments: [...draft.installments, { dueOn: '', percent: '' }] })}
        >
          Add an installment
        </button>
      </fieldset>
      <FormActions submit="Save the fee policy" busy={loading} />
    </form>
  );
}

const classFields = [
  ['classFee', 'Class fee'],
  ['supplyFee', 'Supply fee'],
  ['deposit', 'Deposit'],
] as const;
type ClassDraft = Record<(typeof classFields)[number][0], string>;

const classDrafts = (classes: FeeSettingsFieldsFragment['classes']) =>
  classes.map((item) => ({
    classFee: dollarsText(item.classFee),
    supplyFee: dollarsText(item.supplyFee),
    deposit: dollarsText(item.deposit),
  }));

function ClassFeesForm({ settings, onNotice }: Props) {
  const [drafts, setDrafts] = useState<ClassDraft[]>(() => classDrafts(settings.classes));
  const [errors, setErrors] = useState<Errors>({});
  const [save, { loading }] = useSaveClassFees();
  const prefix = `fees-${settings.termKey}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const problems: FeeProblem[] = [];
    const classes = settings.classes.map((item, index) => {
      const cents = Object.fromEntries(
        classFields.map(([field]) => {
          const value = parseDollars(drafts[index][field]);
          if (value === null)
            problems.push({ field: `classes.${index}.${field}`, message: moneyMessages.amountInvalid });
          return [field, value ?? 0];
        }),
      ) as Record<keyof ClassDraft, number>;
      return { classKey: item.classKey, ...cents };
    });
    if (problems.length === 0)
      classes.forEach((fees, index) => problems.push(...classFeesProblems(fees, `classes.${index}.`)));
    setErrors(errorsOf(problems));
    if (problems.length) {
      focusFirst(prefix, problems);
      return;
    }
    try {
      const answer = await save({ variables: { termKey: settings.termKey, classes } });
      if (answer.data) setDrafts(classDrafts(answer.data.saveClassFees.classes));
      onNotice({ kind: 'success', text: `${settings.termName}: ${feeSettingsMessages.classFeesSaved}` });
    } catch (failure) {
      const text = apolloErrorMessage(failure, fallbacks);
      const field = refusedField(failure);
      setErrors(field ? { [field]: text } : {});
      onNotice({ kind: 'error', text: `${settings.termName}: ${text}` });
    }
  }

  const total = (index: number) => {
    const fee = parseDollars(drafts[index].classFee);
    const supplies = parseDollars(drafts[index].supplyFee);
    return fee === null || supplies === null ? '' : formatCents(fee + supplies);
  };

  return (
    <form className="fees__classes" noValidate onSubmit={submit} aria-label={`Class fees of ${settings.termName}`}>
      <h3>Class fees of {settings.termName}</h3>
      <p className="field__hint">
        {messages.amountsHint} The deposit is the part of the class fee due when the seat is held.
      </p>
      {settings.classes.map((item, index) => (
        <fieldset className="fees__class" key={item.classKey}>
          <legend>
            {item.title} <span className="fees__class-total">{total(index)}</span>
          </legend>
          {classFields.map(([field, label]) => (
            <Field
              key={field}
              id={`${prefix}-classes.${index}.${field}`}
              label={`${label}: ${item.title}`}
              error={errors[`classes.${index}.${field}`]}
            >
              {(control) => (
                <input
                  {...control}
                  className="field__control"
                  inputMode="decimal"
                  value={drafts[index][field]}
                  onChange={(event) =>
                    setDrafts(
                      drafts.map((each, at) => (at === index ? { ...each, [field]: event.target.value } : each)),
                    )
                  }
                />
              )}
            </Field>
          ))}
        </fieldset>
      ))}
      <FormActions submit="Save the class fees" busy={loading} />
    </form>
  );
}
