import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout, AppLayoutFallback } from './layout';
import { RouteError } from './route-error';
import { enrollmentRoutes } from './routes/enrollment-routes';
import { memberRoutes } from './routes/member-routes';
import { publicRoutes } from './routes/public-routes';

// Route modules are loaded on demand; each exports one named component.
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home.path,
      Component: AppLayout,
      HydrateFallback: AppLayoutFallback,
      children: [
        {
          // Pathless, so a failing page keeps the header and footer around its error.
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              lazy: async () => {
                const { HomeRoute } = await import('../routes/home');
                return { Component: HomeRoute };
              },
            },
            ...publicRoutes,
            ...enrollmentRoutes,
            ...memberRoutes,
            {
              path: '*',
              lazy: async () => {
                const { NotFoundRoute } = await import('../routes/not-found');
                return { Component: NotFoundRoute };
              },
            },
          ],
        },
      ],
    },
  ]);
}
