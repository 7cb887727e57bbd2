import { homeSections } from '../../../config/paths';

/** The home page's Suggest a New Class section (anchor `class-request`). Placeholder until the form lands. */
export function ClassRequestSection() {
  return (
    <section id={homeSections.classRequest} aria-labelledby="class-request-heading">
      <h2 id="class-request-heading">Suggest a New Class</h2>
    </section>
  );
}
