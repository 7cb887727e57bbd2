import {
  catalogTerms,
  classFeesProblems,
  feeSettingsMessages,
  termFeesProblems,
  type Catalog,
  type ClassFees,
  type FeeProblem,
  type TermFees,
  type Term,
} from '@coop/contract';
import { AppError } from '../../errors';

// Reading what the office sends about fees. Both channels hand the raw values here, so a REST body and a GraphQL
// input are refused with the same words the office's form shows.

type Raw = Record<string, unknown>;

const refuse = ([problem]: FeeProblem[]) => {
  if (problem) throw new AppError('BAD_USER_INPUT', problem.message, problem.field);
};

/** A term of the catalog in force, by its key. */
export function parseTerm(catalog: Catalog, value: unknown): Term {
  const term = catalogTerms(catalog).find((each) => each.key === value);
  if (!term) throw new AppError('NOT_FOUND', feeSettingsMessages.termNotFound, 'termKey');
  return term;
}

/** Null and absent are the same "none" for the optional settings. */
const orNull = (value: unknown) => (value === undefined ? null : value);

/** A term's fee policy; installments come out in the order they fall due. */
export function parseTermFees(catalog: Catalog, raw: Raw): TermFees {
  const { key: termKey } = parseTerm(catalog, raw.termKey);
  const installments = Array.isArray(raw.installments)
    ? raw.installments.map((each: unknown) => {
        const item = (each ?? {}) as Raw;
        return { dueOn: item.dueOn as string, percent: item.percent as number };
      })
    : (raw.installments as TermFees['installments']);
  const fees = {
    termKey,
    dues: raw.dues as number,
    secondChildPercent: raw.secondChildPercent as number,
    laterChildPercent: raw.laterChildPercent as number,
    installments,
    feesKeptAfter: orNull(raw.feesKeptAfter) as string | null,
    depositReleaseDays: orNull(raw.depositReleaseDays) as number | null,
    instructorPercent: raw.instructorPercent as number,
  };
  refuse(termFeesProblems(fees));
  return { ...fees, installments: [...fees.installments].sort((a, b) => a.dueOn.localeCompare(b.dueOn)) };
}

/** Some classes' fees, each a class of the given term. */
export function parseClassFees(term: Term, raw: unknown): ClassFees[] {
  if (!Array.isArray(raw)) throw new AppError('BAD_USER_INPUT', feeSettingsMessages.classNotInTerm, 'classes');
  const keys = new Set(term.classes.map((item) => item.key));
  const seen = new Set<string>();
  return raw.map((each: unknown, index) => {
    const item = (each ?? {}) as Raw;
    const classKey = item.classKey;
    if (typeof classKey !== 'string' || !keys.has(classKey) || seen.has(classKey))
      throw new AppError('BAD_USER_INPUT', feeSettingsMessages.classNotInTerm, `classes.${index}.classKey`);
    seen.add(classKey);
    const fees = {
      classKey,
      classFee: item.classFee as number,
      supplyFee: item.supplyFee as number,
      deposit: item.deposit as number,
    };
    refuse(classFeesProblems(fees, `classes.${index}.`));
    return fees;
  });
}
