import { useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../components/form-field';
import { useHydrated } from '../../lib/use-hydrated';
import type { FieldErrors } from './validation';

type AuthFormOptions<Values> = {
  /** Reads the values from the form: the inputs are uncontrolled (see below). */
  read: (form: HTMLFormElement) => Values;
  validate: (values: Values) => FieldErrors<keyof Values & string>;
  /** Sends valid values; a thrown Error's message is shown above the form. */
  send: (values: Values) => Promise<unknown>;
  /** Shown when the failure has no message of its own. */
  failedMessage: string;
};

/**
 * What the login and signup forms share: validate on submit (focusing the first invalid field), then
 * follow the typing; send once, showing a failure above the form. The inputs are uncontrolled because the
 * page is pre-rendered: what someone types before the scripts arrive must survive hydration. `hydrated`
 * keeps the submit button disabled until then, so a form is never sent natively (a password in the address).
 * While a form is being sent its button only says so (`submitting`): disabling it would drop the keyboard focus
 * to the page's body until the next page took it.
 */
export function useAuthForm<Values>({ read, validate, send, failedMessage }: AuthFormOptions<Values>) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const values = read(event.currentTarget);
    const found = validate(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      await send(values);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : failedMessage);
    } finally {
      // Most forms have left the page by now; one that answers with a message may be sent again.
      setSubmitting(false);
    }
  }

  // Once the messages show, they follow the typing.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (checked) setErrors(validate(read(event.currentTarget)));
  };

  return { formRef, errors, failure, submitting, hydrated, onSubmit, onChange };
}
