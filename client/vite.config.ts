import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwaPlugin } from './pwa.config';
import { siteContent } from './src/config/site';
import { contentJsonKeys } from '../shared/src/site-content';
import { jsonDocuments, setJsonDocuments } from './src/content/content-store';
import { APP_DATA_ELEMENT_ID, serializeAppData } from './src/lib/app-data';
import { imageInfo, largestJpeg } from './src/lib/images';
import { SITE_URL_PLACEHOLDER } from './src/lib/site-url';

// In development the API lives on the Express server (`npm run dev` starts it on
// port 3000); everything it answers is proxied so the client can use same-origin URLs.
const API_ORIGIN = 'http://localhost:3000';
// Vite matches these as prefixes, hence the trailing slashes on the folders.
const proxiedPrefixes = ['/graphql', '/healthz', '/api/', '/forms/', '/content/'];

const readContent = (key: string) => readFileSync(new URL(`../content/${key}`, import.meta.url), 'utf8');

// The page template is written once per build, from the files (the pages themselves read content at run time).
setJsonDocuments(Object.fromEntries(['site.json', 'images.json'].map((key) => [key, readContent(key)])));

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html's theme colour and social preview image come from content/site.json, like everything else about the
 * co-op. Every page shares the one preview image, so its tags are written into the page template once instead of by
 * each page's components: the image list then stays out of the script every page loads. Its address starts with the
 * site-origin placeholder, which the server replaces in every page it sends.
 */
function siteHead(): Plugin {
  const { defaultSocialImage, themeColor } = siteContent();
  const socialId = defaultSocialImage.id;
  const social = largestJpeg(socialId);
  const url = attribute(`${SITE_URL_PLACEHOLDER}${social.url}`);
  const alt = attribute(imageInfo(socialId).alt);
  const tags = [
    `<meta property="og:image" content="${url}" />`,
    `<meta property="og:image:width" content="${social.width}" />`,
    `<meta property="og:image:height" content="${social.height}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    `<meta name="twitter:image" content="${url}" />`,
    `<meta name="twitter:image:alt" content="${alt}" />`,
  ].join('\n    ');
  return {
    name: 'site-head',
    transformIndexHtml: (html) =>
      html.replace('%SITE_THEME_COLOR%', attribute(themeColor)).replace('<!--site-social-image-->', tags),
  };
}

/**
 * The dev server's page has no pre-rendered markup: its data block carries the JSON documents read from the files,
 * so the pages it renders read the same content as the built ones.
 */
function devContent(): Plugin {
  return {
    name: 'dev-content',
    apply: 'serve',
    transformIndexHtml: (html) => {
      setJsonDocuments(Object.fromEntries(contentJsonKeys.map((key) => [key, readContent(key)])));
      // An empty origin: the client falls back to the address bar's.
      const data = serializeAppData({
        siteUrl: '',
        renderedAt: new Date().toISOString(),
        content: { texts: {}, html: {} },
        documents: jsonDocuments(),
      });
      return html.replace(
        '<!--app-data-->',
        () => `<script type="application/json" id="${APP_DATA_ELEMENT_ID}">${data}</script>`,
      );
    },
  };
}

/**
 * React Router's package exports point every bundler at its development build, which keeps its console warnings
 * (a flag the minifier cannot see through); its production build, shipped in the same package, is the same code
 * with that flag off. The aliases pick it for the browser bundle and the pre-renderer alike.
 */
function reactRouterProductionBuild() {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
  ];
}

/**
 * The app's start (React, the router, the layout and all they import) in one chunk, as it was when it was the
 * entry; left to itself the bundler splits it into many small shared chunks. The helper that preloads a lazy
 * module's imports stays with the entry (`boot`), which calls it first: in the start chunk it would make the
 * entry import the start at once.
 */
const startChunkGroups = [
  { name: 'boot', test: /preload-helper|\/src\/main\.tsx$/, priority: 2 },
  { name: 'start', test: /\/src\/start\.tsx$/, priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), siteHead(), devContent(), pwaPlugin()],
  // The shared rules are bundled from their TypeScript source: ES modules, so only what a page uses ships
  // (the package's compiled CommonJS is what the server loads).
  resolve: {
    alias: [
      { find: '@coop/contract', replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      ...reactRouterProductionBuild(),
    ],
  },
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
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: startChunkGroups } } },
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, API_ORIGIN])),
  },
}));
