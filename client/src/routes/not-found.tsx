import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageMeta } from '../lib/page-meta';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <section className="page" aria-labelledby="not-found-heading">
      <PageMeta title="Page not found" path={pathname} />
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
