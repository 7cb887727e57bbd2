import { siteContent } from '../config/site';
import { useHydrated } from '../lib/use-hydrated';

// Pre-rendered pages may be served long after they were rendered (a build from December served in January): the
// year, which depends on the clock, is rendered again once the page runs.
export function Footer() {
  const { name } = siteContent();
  const hydrated = useHydrated();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          {/* During hydration the served text stays (it may be last year's); the new key then renders today's. */}©{' '}
          <span key={hydrated ? 'now' : 'rendered'} suppressHydrationWarning>
            {year}
          </span>{' '}
          {name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
