import { enrollmentConfirmationNote } from '@coop/contract';
import { Breadcrumb } from '../components/breadcrumb';
import { paths } from '../config/paths';
import { EnrollmentForm } from '../features/enrollment/components/enrollment-form';
import { PageMeta } from '../lib/page-meta';

export function EnrollmentRoute() {
  return (
    <section className="page page--narrow" aria-labelledby="enrollment-heading">
      <PageMeta
        title="Class Enrollment Form"
        description="Enroll your student in homeschool co-op classes for grades 1-12 and Spanish Bites: choose classes by grade, day, time and location."
        path={paths.enrollment.getHref()}
        keywords={['enrollment', 'class registration']}
      />
      <Breadcrumb steps={[{ label: 'Home', href: paths.home.getHref() }, { label: 'Enrollment' }]} />
      <h1 id="enrollment-heading">Class Enrollment Form</h1>
      <p>
        Please fill in one form for each student. Every field is required, and you can choose as many classes as you
        like. {enrollmentConfirmationNote}
      </p>
      <EnrollmentForm />
    </section>
  );
}
