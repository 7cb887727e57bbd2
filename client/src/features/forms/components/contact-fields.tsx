import { Field } from '../../../components/form-field';

/** Name, e-mail (both required) and an optional phone: the start of both home page forms. */
export function ContactFields() {
  return (
    <>
      <Field label="Name">
        {(control) => <input {...control} className="field__control" type="text" name="name" autoComplete="name" maxLength={200} required />}
      </Field>
      <Field label="Email">
        {(control) => <input {...control} className="field__control" type="email" name="email" autoComplete="email" maxLength={320} required />}
      </Field>
      <Field label="Phone (optional)">
        {(control) => <input {...control} className="field__control" type="tel" name="phone" autoComplete="tel" maxLength={40} />}
      </Field>
    </>
  );
}
