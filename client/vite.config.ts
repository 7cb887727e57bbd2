import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwaPlugin } from './pwa.config';

// In development the API lives on the Express server (`npm run dev` starts it on
// port 3000); everything it answers is proxied so the client can use same-origin URLs.
const API_ORIGIN = 'http://localhost:3000';
// Vite matches these as prefixes, hence the trailing slashes on the folders.
const proxiedPrefixes = ['/graphql', '/healthz', '/api/', '/forms/', '/content/'];

/** index.html's theme colour comes from content/site.json, like everything else about the co-op. */
function siteThemeColor(): Plugin {
  const site = JSON.parse(readFileSync(new URL('../content/site.json', import.meta.url), 'utf8')) as {
    themeColor: string;
  };
  return {
    name: 'site-theme-color',
    transformIndexHtml: (html) => html.replace('%SITE_THEME_COLOR%', site.themeColor),
  };
}

export default defineConfig({
  plugins: [react(), siteThemeColor(), pwaPlugin()],
  // The shared rules are bundled from their TypeScript source: ES modules, so only what a page uses ships
  // (the package's compiled CommonJS is what the server loads).
  resolve: { alias: { '@coop/contract': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) } },
  // FORM_ENDPOINT_* point the public forms at a form provider; the server reads the same variables for its CSP.
  envPrefix: ['VITE_', 'FORM_ENDPOINT_'],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet, linked from every page: a pre-rendered page must be styled before any
    // route's JavaScript (which would otherwise bring that route's CSS) has loaded.
    cssCodeSplit: false,
    // Every browser the site supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Lists each route's chunks (dist/.vite/manifest.json, not served) for the JS budget check.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, API_ORIGIN])),
  },
});
