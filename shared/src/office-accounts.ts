import { isIsoDate } from './catalog-dates';
import { moneyMessages, parseDollars, type Cents, type LedgerLineKind, type PaymentMethod } from './money';

// What the office records in a household's account by hand, checked the same way by the Accounts tab's forms
// and by the server: money received or given back in cash or by check, scholarships and credits, and the
// reversal of one of these. Charges and discounts are the fee rules' and follow placements.

/** How the office takes money in or gives it back; cards go through the online checkout and its refunds. */
export const officeMoneyMethods = ['cash', 'check'] as const satisfies readonly PaymentMethod[];
export type OfficeMoneyMethod = (typeof officeMoneyMethods)[number];

/** What the office grants that lowers a balance without money moving. */
export const officeCreditKinds = ['scholarship', 'credit'] as const satisfies readonly LedgerLineKind[];
export type OfficeCreditKind = (typeof officeCreditKinds)[number];

/** The kinds of line the office may reverse: what people recorded, never what the fee rules posted. */
const reversibleLineKinds: ReadonlySet<LedgerLineKind> = new Set(['payment', 'refund', 'scholarship', 'credit']);

/**
 * Whether the office may reverse a line. A card payment or card refund moved money at the card processor, so
 * reversing it here would make the account disagree with the money: a card payment is given back by a refund to
 * the card instead.
 */
export function officeMayReverse(line: { kind: LedgerLineKind; method: PaymentMethod | null }): boolean {
  return reversibleLineKinds.has(line.kind) && line.method !== 'card';
}

export const officeNoteMaxLength = 500;
export const checkNumberMaxLength = 40;

export const officeAccountMessages = {
  methodInvalid: 'Please choose cash or check.',
  creditKindInvalid: 'Please choose a scholarship or a credit.',
  dateInvalid: 'Please enter the date as a date.',
  checkNumberTooLong: `Please keep the check number to ${checkNumberMaxLength} characters or fewer.`,
  termNotFound: 'There is no such term.',
  noteRequired: 'Please say what the scholarship or credit is for.',
  cardLineNotReversible: 'A card payment is given back by a refund to the card, not reversed.',
} as const;

export interface OfficeFieldError {
  field: string;
  message: string;
}

export type OfficeChecked<T> = { ok: true; value: T } | { ok: false; error: OfficeFieldError };

const fail = (field: string, message: string): OfficeChecked<never> => ({ ok: false, error: { field, message } });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An amount typed as dollars: more than zero and at most the largest allowed. */
export function checkAmount(value: unknown, field = 'amount'): OfficeChecked<Cents> {
  const cents = typeof value === 'string' ? parseDollars(value) : null;
  if (cents === null) return fail(field, moneyMessages.amountInvalid);
  if (cents === 0) return fail(field, moneyMessages.amountPositive);
  return { ok: true, value: cents };
}

/** A note, empty or at most the limit; empty is null. */
export function checkNote(value: unknown, field = 'note'): OfficeChecked<string | null> {
  const note = text(value);
  if (note.length > officeNoteMaxLength) return fail(field, moneyMessages.noteTooLong);
  return { ok: true, value: note || null };
}

/** Cash or check received or given back: how much, how, on which day, the check's number, a note. */
export interface OfficeMoney {
  amount: Cents;
  method: OfficeMoneyMethod;
  /** YYYY-MM-DD: the day the money moved (a check's date). */
  occurredOn: string;
  checkNumber: string | null;
  note: string | null;
}

export function checkOfficeMoney(raw: {
  amount?: unknown;
  method?: unknown;
  occurredOn?: unknown;
  checkNumber?: unknown;
  note?: unknown;
}): OfficeChecked<OfficeMoney> {
  const amount = checkAmount(raw.amount);
  if (!amount.ok) return amount;
  const method = officeMoneyMethods.find((each) => each === raw.method);
  if (!method) return fail('method', officeAccountMessages.methodInvalid);
  const occurredOn = text(raw.occurredOn);
  if (!isIsoDate(occurredOn)) return fail('occurredOn', officeAccountMessages.dateInvalid);
  const checkNumber = text(raw.checkNumber);
  if (method === 'check' && !checkNumber) return fail('checkNumber', moneyMessages.checkNumberRequired);
  if (checkNumber.length > checkNumberMaxLength) return fail('checkNumber', officeAccountMessages.checkNumberTooLong);
  const note = checkNote(raw.note);
  if (!note.ok) return note;
  return {
    ok: true,
    value: {
      amount: amount.value,
      method,
      occurredOn,
      checkNumber: method === 'check' ? checkNumber : null,
      note: note.value,
    },
  };
}

/** A scholarship or credit: how much, what for (a note is required), and the term it is for (optional). */
export interface OfficeCredit {
  kind: OfficeCreditKind;
  amount: Cents;
  note: string;
  termKey: string | null;
}

export function checkOfficeCredit(raw: {
  kind?: unknown;
  amount?: unknown;
  note?: unknown;
  termKey?: unknown;
}): OfficeChecked<OfficeCredit> {
  const kind = officeCreditKinds.find((each) => each === raw.kind);
  if (!kind) return fail('kind', officeAccountMessages.creditKindInvalid);
  const amount = checkAmount(raw.amount);
  if (!amount.ok) return amount;
  const note = checkNote(raw.note);
  if (!note.ok) return note;
  if (!note.value) return fail('note', officeAccountMessages.noteRequired);
  return { ok: true, value: { kind, amount: amount.value, note: note.value, termKey: text(raw.termKey) || null } };
}
