import path from 'node:path';
import { prerenderManifestFile } from '@coop/contract';
import { precompressFolder } from '../http/compressed-responses';

/**
 * Last step of the client's build: `node ../server/dist/scripts/precompress.js dist` writes the brotli and gzip
 * copies the server sends. Pages are left out (the server fills in SITE_URL, then compresses them), and so is the
 * pre-render manifest, which is never sent.
 */
async function main() {
  const dir = path.resolve(process.argv[2] ?? '');
  const written = await precompressFolder(
    dir,
    (file) => file.endsWith('.html') || file === prerenderManifestFile || file.startsWith('.vite'),
  );
  console.log(`Precompressed ${written} files under ${dir} (brotli and gzip)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
