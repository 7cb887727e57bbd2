import { Breadcrumb } from '../components/breadcrumb';
import { paths } from '../config/paths';
import { NewsBoard } from '../features/news/components/news-board';
import { PageMeta } from '../lib/page-meta';

export function NewsEventsRoute() {
  return (
    <div className="page">
      <PageMeta
        title="News and Events"
        description="The latest news and upcoming events of our homeschool co-op in Northwest Arkansas."
        path={paths.newsEvents.getHref()}
        keywords={['homeschool events', 'co-op news']}
      />
      <Breadcrumb steps={[{ label: 'Home', href: paths.home.getHref() }, { label: 'News and Events' }]} />
      <h1>News and Events</h1>
      <NewsBoard />
    </div>
  );
}
