import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RequiredNote } from '../../../components/form-field';
import type { useAuthForm } from '../use-auth-form';

interface AuthFormFrameProps {
  /** Names the form's heading, `<name>-heading`, which also labels the form. */
  name: string;
  heading: string;
  lead: ReactNode;
  form: Omit<ReturnType<typeof useAuthForm>, 'errors'>;
  submitLabel: string;
  submittingLabel: string;
  /** The way to the other form: "Don't have an account?" and its link. */
  switchPrompt: string;
  switchTo: { href: string; label: string };
  /** A form whose answer is a message rather than another page shows it here, announced politely. */
  status?: string;
  children: ReactNode;
}

/** What the login and signup forms have around their fields: heading, failure line, submit button, the other form. */
export function AuthFormFrame({
  name,
  heading,
  lead,
  form,
  submitLabel,
  submittingLabel,
  switchPrompt,
  switchTo,
  status,
  children,
}: AuthFormFrameProps) {
  const headingId = `${name}-heading`;
  return (
    <form
      ref={form.formRef}
      className="auth-form"
      noValidate
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      aria-labelledby={headingId}
    >
      <h1 id={headingId}>{heading}</h1>
      <p className="auth-form__lead">{lead}</p>
      <p className="auth-form__failure" role="alert">
        {form.failure}
      </p>
      {status !== undefined && (
        <p className="auth-form__status" role="status">
          {status}
        </p>
      )}
      <RequiredNote />
      {children}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={!form.hydrated}
        aria-disabled={form.submitting || undefined}
      >
        {form.submitting ? submittingLabel : submitLabel}
      </button>
      <p className="auth-form__switch">
        {switchPrompt} <Link to={switchTo.href}>{switchTo.label}</Link>
      </p>
    </form>
  );
}
