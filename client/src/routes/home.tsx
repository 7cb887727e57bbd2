import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { SITE_NAME } from '../config/site';
import { usePageTitle } from '../lib/page-title';

export function HomeRoute() {
  usePageTitle();
  return (
    <section className="hero" aria-labelledby="home-heading">
      <div className="hero__inner">
        <p className="hero__eyebrow">Homeschool co-op · Grades 1–12 · Northwest Arkansas</p>
        <h1 id="home-heading">Learning together, grades 1 through 12</h1>
        <p className="hero__lead">
          {SITE_NAME} is a learning hub for homeschooling families in Northwest Arkansas. Experienced
          teachers lead small classes in math, science, language arts, history and Spanish, so your
          student learns alongside friends while you stay in charge of their education.
        </p>
        <div className="button-row">
          <Link className="button button--primary" to={paths.enrollment.getHref()}>
            Enroll Now
          </Link>
          <Link className="button button--secondary" to={paths.classes.getHref()}>
            View Classes
          </Link>
        </div>
      </div>
    </section>
  );
}
