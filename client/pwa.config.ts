import { readFileSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';

interface SiteIdentity {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

const site = JSON.parse(readFileSync(new URL('../content/site.json', import.meta.url), 'utf8')) as SiteIdentity;

/**
 * The web app manifest (from content/site.json) and the service worker
 * (src/sw.ts, compiled only). Its precache list is injected by
 * scripts/inject-precache.mjs after pre-rendering, because the pages it must
 * list do not exist yet when this plugin runs (docs/decisions: PWA precache).
 */
export function pwaPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    injectManifest: { injectionPoint: undefined, minify: true },
    manifest: {
      id: '/',
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: site.themeColor,
      background_color: site.backgroundColor,
      lang: 'en',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
