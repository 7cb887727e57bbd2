import { Breadcrumb } from '../components/breadcrumb';
import { paths } from '../config/paths';
import { ClassCardGrid } from '../features/classes/components/class-card-grid';
import { PageMeta } from '../lib/page-meta';

export function ClassesRoute() {
  return (
    <div className="page">
      <PageMeta
        title="Our Classes"
        description="Homeschool co-op classes in Northwest Arkansas for grades 1 to 8, high school (grades 9-12) and Spanish Bites, taught at our two locations."
        path={paths.classes.getHref()}
        keywords={['homeschool classes', 'co-op classes by grade']}
      />
      <Breadcrumb separator="/" steps={[{ label: 'Home', href: paths.home.getHref() }, { label: 'Classes' }]} />
      <h1>Our Classes</h1>
      <ClassCardGrid headingLevel="h2" />
    </div>
  );
}
