import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

export function App() {
  // Created once per mount, not at import time, so tests can render a fresh app.
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
