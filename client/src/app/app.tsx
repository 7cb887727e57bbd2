import type { RouteObject } from 'react-router-dom';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';

export function App({ routes }: { routes: RouteObject[] }) {
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
