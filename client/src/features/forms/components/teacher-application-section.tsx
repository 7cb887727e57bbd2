import { Field } from '../../../components/form-field';
import { formEndpoints } from '../../../config/form-endpoints';
import { homeSections } from '../../../config/paths';
import { ContactFields } from './contact-fields';
import { ProviderFields } from './provider-fields';
import './public-form.css';

/** Join Our Teaching Team (anchor `teacher-solicitation`): a plain form post that works without JavaScript. */
export function TeacherApplicationSection() {
  const endpoint = formEndpoints.teacherApplication;
  return (
    <section
      id={homeSections.teacherSolicitation}
      className="home-section home-section--tinted"
      aria-labelledby="teacher-application-heading"
    >
      <div className="home-section__inner public-form">
        <div className="public-form__intro">
          <h2 id="teacher-application-heading">Join Our Teaching Team</h2>
          <p>
            Do you love teaching a subject and want to share it with homeschooled students? We are always glad to hear
            from teachers, tutors and experts in their field. Tell us about yourself and we will be in touch.
          </p>
        </div>
        <form className="public-form__form" method="post" action={endpoint}>
          <ProviderFields endpoint={endpoint} />
          <ContactFields />
          <Field label="Subject you would like to teach">
            {(control) => <input {...control} className="field__control" type="text" name="subject" maxLength={200} required />}
          </Field>
          <Field label="Short bio" hint="Your background, teaching experience and the grades you enjoy teaching.">
            {(control) => <textarea {...control} className="field__control" name="bio" rows={6} maxLength={10000} required />}
          </Field>
          <button type="submit" className="button button--primary">
            Send Application
          </button>
        </form>
      </div>
    </section>
  );
}
