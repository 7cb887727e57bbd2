import type { RouteObject } from 'react-router-dom';

// Login, signup, the pending notice and the guarded dashboard.
export const memberRoutes: RouteObject[] = [];
