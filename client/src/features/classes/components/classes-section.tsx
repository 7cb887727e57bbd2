import { Link } from 'react-router-dom';
import { homeSections, paths } from '../../../config/paths';
import { ClassCardGrid } from './class-card-grid';

/** The home page's Our Classes section (anchor `classes`): the same cards as /classes. */
export function ClassesSection() {
  return (
    <section id={homeSections.classes} className="home-section home-section--tinted" aria-labelledby="classes-heading">
      <div className="home-section__inner">
        <h2 id="classes-heading">Our Classes</h2>
        <ClassCardGrid headingLevel="h3" />
        <p className="home-section__more">
          <Link to={paths.classes.getHref()}>See all classes on one page</Link>
        </p>
      </div>
    </section>
  );
}
