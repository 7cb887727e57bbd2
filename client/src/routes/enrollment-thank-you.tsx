import { enrollmentNextSteps } from '@coop/contract';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../components/breadcrumb';
import { paths } from '../config/paths';
import { siteContent } from '../config/site';
import { PlacementList } from '../features/enrollment/components/placement-list';
import { PageMeta } from '../lib/page-meta';

/** The enrollment thank-you page: confirmation, the student's classes, what happens next, reminders, the way on. */
export function EnrollmentThankYouRoute() {
  const site = siteContent();
  const { email } = site.contact;
  const locationNames = new Intl.ListFormat('en', { type: 'disjunction' }).format(
    site.locations.map((location) => location.name),
  );
  return (
    <section className="page page--narrow" aria-labelledby="thank-you-heading">
      <PageMeta title="Thank You for Enrolling" path={paths.enrollmentThankYou.getHref()} />
      <Breadcrumb
        steps={[
          { label: 'Home', href: paths.home.getHref() },
          { label: 'Enrollment', href: paths.enrollment.getHref() },
          { label: 'Thank You' },
        ]}
      />
      <h1 id="thank-you-heading">Thank You for Enrolling!</h1>
      <p>
        We have received your enrollment form. Thank you for choosing {site.name} for your student's learning; we look
        forward to meeting your family.
      </p>
      <PlacementList />

      <h2>What Happens Next</h2>
      <ol>
        {enrollmentNextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <h2>Important Reminders</h2>
      <ul>
        <li>Please make sure your student meets the grade level and prerequisites of each class you chose.</li>
        <li>
          Classes meet at one of our two locations, {locationNames}; each class's location is listed on the enrollment
          form.
        </li>
        <li>If you need to change your enrollment, please contact us immediately.</li>
      </ul>

      <div className="button-row">
        <Link className="button button--primary" to={paths.home.getHref()}>
          Return to Home
        </Link>
        <Link className="button button--secondary" to={paths.enrollment.getHref()}>
          Enroll Another Student
        </Link>
        <a className="button button--secondary" href={`mailto:${email}`}>
          {email}
        </a>
      </div>
    </section>
  );
}
