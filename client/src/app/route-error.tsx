import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageMeta } from '../lib/page-meta';

/**
 * Shown inside the layout when a page fails to load or render — most often a
 * route module that is gone after a new deployment, which a reload fixes.
 */
export function RouteError({ error }: { error: Error }) {
  const { pathname } = useLocation();
  return (
    <section className="page" aria-labelledby="route-error-heading">
      <PageMeta title="Something went wrong" path={pathname} />
      <h1 id="route-error-heading">Something went wrong</h1>
      <p>This page could not be shown. Please reload it, or go back to the home page.</p>
      <p className="page-status__detail">{error.message}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link className="button button--secondary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
