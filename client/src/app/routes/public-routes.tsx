import type { RouteObject } from 'react-router-dom';

// The content pages of the public site: classes, class pages, teachers, resources, news and events.
export const publicRoutes: RouteObject[] = [];
