import { Field } from '../../../components/form-field';
import { formEndpoints } from '../../../config/form-endpoints';
import { homeSections } from '../../../config/paths';
import { ContactFields } from './contact-fields';
import { ProviderFields } from './provider-fields';
import './public-form.css';

/** Suggest a New Class (anchor `class-request`): a plain form post that works without JavaScript. */
export function ClassRequestSection() {
  const endpoint = formEndpoints.classRequest;
  return (
    <section id={homeSections.classRequest} className="home-section" aria-labelledby="class-request-heading">
      <div className="home-section__inner public-form">
        <div className="public-form__intro">
          <h2 id="class-request-heading">Suggest a New Class</h2>
          <p>
            Is there a class you wish we offered? Tell us the subject and the grades it would suit. Suggestions from
            families shape the classes we add each year.
          </p>
        </div>
        <form className="public-form__form" method="post" action={endpoint}>
          <ProviderFields endpoint={endpoint} />
          <ContactFields />
          <Field label="Your class idea" hint="The subject, the grades it suits, and anything else we should know.">
            {(control) => <textarea {...control} className="field__control" name="class_idea" rows={5} maxLength={5000} required />}
          </Field>
          <button type="submit" className="button button--primary">
            Send Suggestion
          </button>
        </form>
      </div>
    </section>
  );
}
