import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API lives on the Express server (`npm run dev` starts it on
// port 3000); everything it answers is proxied so the client can use same-origin URLs.
const API_ORIGIN = 'http://localhost:3000';
// Vite matches these as prefixes, hence the trailing slashes on the folders.
const proxiedPrefixes = ['/graphql', '/healthz', '/api/', '/forms/', '/content/'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, API_ORIGIN])),
  },
});
