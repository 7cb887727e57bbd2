import type { RouteObject } from 'react-router-dom';
import { classPageSlugs, paths } from '../../config/paths';

// The content pages of the public site: classes, class pages, teachers, resources, news and events.
export const publicRoutes: RouteObject[] = [
  {
    path: paths.classes.path,
    lazy: async () => ({ Component: (await import('../../routes/classes')).ClassesRoute }),
  },
  // One route per class page (paths.ts explains why), all served by one module.
  ...classPageSlugs.map((slug): RouteObject => ({
    path: paths.classPage.getHref(slug),
    lazy: async () => {
      const { ClassPageRoute } = await import('../../routes/class-page');
      return { Component: () => <ClassPageRoute slug={slug} /> };
    },
  })),
  {
    path: paths.teachers.path,
    lazy: async () => ({ Component: (await import('../../routes/teachers')).TeachersRoute }),
  },
  {
    path: paths.resources.path,
    lazy: async () => ({ Component: (await import('../../routes/resources')).ResourcesRoute }),
  },
  {
    path: paths.newsEvents.path,
    lazy: async () => ({ Component: (await import('../../routes/news-events')).NewsEventsRoute }),
  },
];
