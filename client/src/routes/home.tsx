import { deferred } from '../components/deferred';
import { paths } from '../config/paths';
import { AboutSection } from '../features/home/components/about-section';
import { Hero } from '../features/home/components/hero';
import { NewsBanner } from '../features/news/components/news-banner';
import { PageMeta } from '../lib/page-meta';

// Classes, schedule, the two forms and contact are far below the first screen:
// their code loads as the visitor scrolls towards them, which keeps the home
// page's first load within its JavaScript budget.
const HomeLowerSections = deferred('home-lower-sections', async () => ({
  Component: (await import('./home-lower-sections')).HomeLowerSections,
}));

export function HomeRoute() {
  return (
    <>
      <PageMeta title="Homeschool Co-op Classes for Grades 1-12 in Northwest Arkansas" path={paths.home.getHref()} />
      <Hero />
      <NewsBanner />
      <AboutSection />
      <HomeLowerSections />
    </>
  );
}
