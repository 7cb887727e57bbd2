import type { DutyProblem } from '@coop/contract';
import type { Notice } from '../../../components/notice';
import { apolloErrorMessage, refusedField } from '../../../lib/apollo-error-message';
import { dutiesUiMessages as messages } from '../duties-ui-messages';

// How each form of the Duties tab reports: its own checks field by field (the keyboard moved to the first refused
// field), then the server's refusal on the field it names, and the outcome in the tab's notice.

export type Errors = Record<string, string>;
export type OnNotice = (notice: Notice) => void;

const fallbacks = { refused: messages.refused, unreachable: messages.unreachable };

export const errorsOf = (problems: readonly DutyProblem[]): Errors =>
  Object.fromEntries([...problems].reverse().map((problem) => [problem.field, problem.message]));

/** Moves the keyboard to a refused field, by the id `${prefix}-${field}` the form gave it. */
export function focusField(prefix: string, field: string | undefined) {
  if (field) document.getElementById(`${prefix}-${field}`)?.focus();
}

/**
 * Checks, then sends: shows the problems (focusing the first) and sends nothing when there are any; otherwise
 * sends, tells the success, or shows the server's refusal on its field. Answers whether it was saved.
 */
export async function checkedSend<T>(options: {
  prefix: string;
  problems: readonly DutyProblem[];
  setErrors: (errors: Errors) => void;
  onNotice: OnNotice;
  send: () => Promise<T>;
  /** What to tell once saved, from the server's answer where it says more than "saved". */
  saved: string | ((answer: T) => string);
}): Promise<boolean> {
  const { prefix, problems, setErrors, onNotice, send, saved } = options;
  setErrors(errorsOf(problems));
  if (problems.length > 0) {
    focusField(prefix, problems[0].field);
    return false;
  }
  try {
    const answer = await send();
    onNotice({ kind: 'success', text: typeof saved === 'string' ? saved : saved(answer) });
    return true;
  } catch (failure) {
    const text = apolloErrorMessage(failure, fallbacks);
    const field = refusedField(failure);
    setErrors(field ? { [field]: text } : {});
    onNotice({ kind: 'error', text });
    focusField(prefix, field);
    return false;
  }
}

/** A whole number typed, NaN when not one (refused by the shared checks), `empty` for a blank field. */
export const wholeNumber = <T>(text: string, empty: T) => (text.trim() === '' ? empty : Number(text.trim()));
