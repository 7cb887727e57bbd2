import { useState } from 'react';
import { useFocusFirstInvalid } from './form-field';

/**
 * A members' form with controlled text fields: checked when it is submitted (the focus goes to the first invalid
 * field), then its messages follow the typing until it is reset after a success.
 */
export function useCheckedValues<Values extends Record<string, string>>(
  empty: Values,
  validate: (values: Values) => Partial<Record<keyof Values, string>>,
) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [checked, setChecked] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function change(field: keyof Values, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validate(next));
  }

  /** On submit: whether the values may be sent. */
  function check(): boolean {
    const found = validate(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length === 0) return true;
    focusFirstInvalid();
    return false;
  }

  function reset() {
    setValues(empty);
    setChecked(false);
  }

  return { formRef, values, errors, change, check, reset };
}
