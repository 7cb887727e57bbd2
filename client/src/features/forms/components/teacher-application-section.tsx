import { homeSections } from '../../../config/paths';

/** The home page's Join Our Teaching Team section (anchor `teacher-solicitation`). Placeholder until the form lands. */
export function TeacherApplicationSection() {
  return (
    <section id={homeSections.teacherSolicitation} aria-labelledby="teacher-application-heading">
      <h2 id="teacher-application-heading">Join Our Teaching Team</h2>
    </section>
  );
}
