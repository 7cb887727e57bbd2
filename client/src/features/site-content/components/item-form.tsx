import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FormActions } from '../../../components/form-actions';
import { RequiredNote } from '../../../components/form-field';

type ItemFormProps = {
  /** The heading's id, which names the form. */
  id: string;
  heading: string;
  formRef: RefObject<HTMLFormElement | null>;
  saving: boolean;
  saveLabel: string;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The form of one entry of a list document (a news item, a resource), opened in place of the list's Add
 * button: its heading, its fields, Save and Cancel.
 */
export function ItemForm({ id, heading, formRef, saving, saveLabel, onSubmit, onCancel, children }: ItemFormProps) {
  // The button that opened the form is gone or disabled now: the keyboard continues at the form's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await onSubmit();
  }

  return (
    <form ref={formRef} className="member-form" noValidate onSubmit={submit} aria-labelledby={id}>
      <h4 id={id} ref={headingRef} tabIndex={-1}>
        {heading}
      </h4>
      <RequiredNote />
      {children}
      <FormActions submit={saveLabel} busy={saving} onCancel={onCancel} />
    </form>
  );
}
