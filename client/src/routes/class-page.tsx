import { Breadcrumb } from '../components/breadcrumb';
import { LoadError } from '../components/load-error';
import { LoadingStatus } from '../components/loading-status';
import { paths, type ClassPageSlug } from '../config/paths';
import { useClassPage } from '../features/classes/api/use-class-page';
import { classEntry } from '../features/classes/class-list';
import { UpcomingChanges } from '../features/calendar/components/upcoming-changes';
import { ClassPageText } from '../features/classes/components/class-page-text';
import { PageMeta } from '../lib/page-meta';

export const CLASS_PAGE_ERROR = 'Failed to load content';

export function ClassPageRoute({ slug }: { slug: ClassPageSlug }) {
  const entry = classEntry(slug);
  const page = useClassPage(slug);
  return (
    <div className="page page--narrow">
      <PageMeta
        title={entry.title}
        description={`${entry.name} at the co-op: classes, days and times, locations and what students need.`}
        path={paths.classPage.getHref(slug)}
        keywords={[entry.name, `${entry.name} homeschool classes`]}
      />
      <Breadcrumb
        steps={[
          { label: 'Home', href: paths.home.getHref() },
          { label: 'Our Classes', href: paths.classes.getHref() },
          { label: entry.name },
        ]}
      />
      <h1>{entry.title}</h1>
      <UpcomingChanges slug={slug} />
      {page.status === 'loading' && <LoadingStatus />}
      {page.status === 'error' && <LoadError message={CLASS_PAGE_ERROR} error={page.error} />}
      {page.status === 'loaded' && <ClassPageText slug={slug} content={page.value} />}
    </div>
  );
}
