import type { RouteObject } from 'react-router-dom';

// The enrollment form and its thank-you page.
export const enrollmentRoutes: RouteObject[] = [];
