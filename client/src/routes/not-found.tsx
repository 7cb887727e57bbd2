import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/page-title';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <section className="page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>
        We couldn't find <code>{pathname}</code>. It may have moved, or the address may be mistyped.
      </p>
      <div className="button-row">
        <Link className="button button--primary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
