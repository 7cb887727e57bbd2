import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { homeContent } from '../home-content';
import './home.css';

export function Hero() {
  const { hero, features } = homeContent();
  return (
    <section className="hero" aria-labelledby="home-heading">
      <div className="hero__inner">
        <p className="hero__eyebrow">{hero.eyebrow}</p>
        <h1 id="home-heading">{hero.title}</h1>
        <p className="hero__lead">{hero.text}</p>
        <div className="button-row">
          <Link className="button button--primary" to={paths.enrollment.getHref()}>
            Enroll Now
          </Link>
          <Link className="button button--secondary" to={paths.classes.getHref()}>
            View Classes
          </Link>
        </div>
        <ul className="feature-grid">
          {features.map((feature) => (
            <li key={feature.title} className="feature-card">
              <h2 className="feature-card__title">{feature.title}</h2>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
