import {
  defaultTermFees,
  expectedCharges,
  maxAmountCents,
  moneyMessages,
  totalCents,
  type Cents,
  type ClassFees,
  type ExpectedCharge,
  type TermFees,
} from './money';

// The fees the office sets, checked the same way by its form and by the server, and what the enrollment form shows
// of them before a family sends it: the same rules the ledger posts by.

/** `GET` (public): every term's fee policy as families see it, and every class's fees. */
export const classFeesPath = '/api/class-fees';

/** A term's policy as the public sees it: what the office keeps to itself (its instructors' share) left out. */
export type PublicTermFees = Omit<TermFees, 'instructorPercent'>;

export interface PublicFeesReply {
  terms: PublicTermFees[];
  classes: ClassFees[];
}

/** The most installments a term's plan may have. */
export const maxInstallments = 12;

/** Fewest and most days a held seat may wait for its deposit, when the term releases such seats. */
export const releaseDaysRange = { min: 3, max: 60 } as const;

export const feeSettingsMessages = {
  termNotFound: 'There is no such term.',
  classNotInTerm: 'There is no such class in this term.',
  dateInvalid: 'Please enter the date as a date, or leave it empty.',
  installmentsTooMany: `Please plan at most ${maxInstallments} installments.`,
  termFeesSaved: 'The term’s fees are saved; every family’s account in the term follows them.',
  classFeesSaved: 'The class fees are saved; every family’s account in the term follows them.',
} as const;

/** A refusal of one field of a fee form: the field's name as both the form and the API call it. */
export interface FeeProblem {
  field: string;
  message: string;
}

const isCents = (value: unknown): value is Cents =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= maxAmountCents;

const isPercent = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;

/** A real day written YYYY-MM-DD. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a term's fee policy, field by field (empty when nothing): amounts in whole cents within the
 * limit, whole percents from 0 to 100, an installment plan of real days adding up to 100%, a release delay from 3
 * to 60 days or none. Installment fields are named `installments.N.dueOn` / `installments.N.percent`.
 */
export function termFeesProblems(fees: Omit<TermFees, 'termKey'>): FeeProblem[] {
  const problems: FeeProblem[] = [];
  const check = (ok: boolean, field: string, message: string) => {
    if (!ok) problems.push({ field, message });
  };
  check(isCents(fees.dues), 'dues', moneyMessages.amountInvalid);
  for (const field of ['secondChildPercent', 'laterChildPercent', 'instructorPercent'] as const)
    check(isPercent(fees[field]), field, moneyMessages.percentInvalid);
  check(
    fees.feesKeptAfter === null || isCalendarDay(fees.feesKeptAfter),
    'feesKeptAfter',
    feeSettingsMessages.dateInvalid,
  );
  check(
    fees.depositReleaseDays === null ||
      (Number.isInteger(fees.depositReleaseDays) &&
        fees.depositReleaseDays >= releaseDaysRange.min &&
        fees.depositReleaseDays <= releaseDaysRange.max),
    'depositReleaseDays',
    moneyMessages.releaseDaysInvalid,
  );
  const plan = Array.isArray(fees.installments) ? fees.installments : [];
  check(Array.isArray(fees.installments), 'installments', moneyMessages.installmentsTotal);
  check(plan.length <= maxInstallments, 'installments', feeSettingsMessages.installmentsTooMany);
  plan.forEach((installment, index) => {
    check(isCalendarDay(installment?.dueOn), `installments.${index}.dueOn`, moneyMessages.installmentDateInvalid);
    check(isPercent(installment?.percent), `installments.${index}.percent`, moneyMessages.percentInvalid);
  });
  const total = plan.reduce((sum, installment) => sum + (isPercent(installment?.percent) ? installment.percent : 0), 0);
  check(plan.length === 0 || total === 100, 'installments', moneyMessages.installmentsTotal);
  return problems;
}

/** What is wrong with one class's fees (field names prefixed by `prefix`, such as `classes.2.`). */
export function classFeesProblems(fees: Omit<ClassFees, 'classKey'>, prefix = ''): FeeProblem[] {
  const problems: FeeProblem[] = [];
  for (const field of ['classFee', 'supplyFee', 'deposit'] as const)
    if (!isCents(fees[field])) problems.push({ field: prefix + field, message: moneyMessages.amountInvalid });
  if (problems.length === 0 && fees.deposit > fees.classFee)
    problems.push({ field: `${prefix}deposit`, message: moneyMessages.depositAboveFees });
  return problems;
}

/** A class the enrollment form's student chose, with its term. */
export interface ChosenClass {
  classKey: string;
  classTitle: string;
  termKey: string;
}

/** What the enrollment form shows before sending: the charges its choices would bring, and their total. */
export interface EnrollmentFeeSummary {
  charges: ExpectedCharge[];
  /** The deposits among them, due as soon as a seat is held. */
  deposits: Cents;
  total: Cents;
}

/**
 * The fees one student's chosen classes would bring if every seat were held: each class's fees and each term's
 * dues, by the same rules the ledger posts by (one student, so no sibling discount here; a family's later children
 * get theirs on its account).
 */
export function enrollmentFeeSummary(
  fees: PublicFeesReply,
  chosen: readonly ChosenClass[],
  studentName: string,
): EnrollmentFeeSummary {
  const classFees = new Map(fees.classes.map((item) => [item.classKey, item]));
  const charges = [...new Set(chosen.map((item) => item.termKey))].flatMap((termKey) => {
    const policy = fees.terms.find((term) => term.termKey === termKey);
    const term: TermFees = { ...defaultTermFees(termKey), ...policy };
    return expectedCharges(
      term,
      classFees,
      chosen
        .filter((item) => item.termKey === termKey)
        .map((item) => ({
          placementId: item.classKey,
          studentId: 'student',
          studentName,
          classKey: item.classKey,
          classTitle: item.classTitle,
          status: 'held' as const,
          statusOn: '',
        })),
    );
  });
  const deposits = chosen.reduce((sum, item) => sum + (classFees.get(item.classKey)?.deposit ?? 0), 0);
  return { charges, deposits, total: totalCents(charges) };
}
