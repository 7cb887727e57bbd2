import type { FieldRule } from '@coop/contract';
import type { ReactNode } from 'react';
import { RuleField } from '../../../components/rule-field';
import { ProviderFields } from './provider-fields';
import './public-form.css';

type PublicFormSectionProps = {
  /** The section's anchor on the home page. */
  id: string;
  heading: string;
  intro: ReactNode;
  /** Where the form posts: our own collector or a form provider. */
  endpoint: string;
  /** The form's fields, from the shared table its collector checks. */
  fields: readonly FieldRule[];
  submitLabel: string;
  tinted?: boolean;
};

/** A home page form: a plain post that works without JavaScript, its intro beside it on wide screens. */
export function PublicFormSection({
  id,
  heading,
  intro,
  endpoint,
  fields,
  submitLabel,
  tinted,
}: PublicFormSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      className={tinted ? 'home-section home-section--tinted' : 'home-section'}
      aria-labelledby={headingId}
    >
      <div className="home-section__inner public-form">
        <div className="public-form__intro">
          <h2 id={headingId}>{heading}</h2>
          <p>{intro}</p>
        </div>
        <form className="public-form__form" method="post" action={endpoint}>
          <ProviderFields endpoint={endpoint} />
          {fields.map((field) => (
            <RuleField key={field.name} field={field} />
          ))}
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        </form>
      </div>
    </section>
  );
}
