import { Link } from 'react-router-dom';
import { Breadcrumb } from '../components/breadcrumb';
import { paths } from '../config/paths';
import { PageMeta } from '../lib/page-meta';

/** Where the home page's class suggestion and teacher application land after posting. */
export function ThankYouRoute() {
  return (
    <section className="page page--narrow" aria-labelledby="thank-you-heading">
      <PageMeta title="Thank You" path={paths.thankYou.getHref()} />
      <Breadcrumb steps={[{ label: 'Home', href: paths.home.getHref() }, { label: 'Thank You' }]} />
      <h1 id="thank-you-heading">Thank You!</h1>
      <p>
        Your message has been sent. We read every class suggestion and teaching application, and we will get back to you
        by e-mail.
      </p>
      <div className="button-row">
        <Link className="button button--primary" to={paths.home.getHref()}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
