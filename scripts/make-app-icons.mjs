// @ts-check
// Draws the app icon (the co-op's cap on its theme colour) and writes the PNGs the
// web app manifest and iOS need into client/public/icons. The outputs are committed;
// run again after changing the drawing or content/site.json's colours:
//   node scripts/make-app-icons.mjs
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'client', 'public', 'icons');
const site = JSON.parse(await readFile(path.join(root, 'content', 'site.json'), 'utf8'));

/**
 * `inset` shrinks the drawing into the maskable safe zone (the centre 80%).
 * @param {{ rounded: boolean, inset: number }} options
 */
function drawing({ rounded, inset }) {
  const scale = 1 - 2 * inset;
  const offset = 512 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" ${rounded ? 'rx="96"' : ''} fill="${site.themeColor}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M96 192 256 112l160 80-160 80z" fill="#f2b134"/>
    <path d="M160 240v80c0 32 48 64 96 64s96-32 96-64v-80l-96 48z" fill="${site.backgroundColor}"/>
    <path d="M400 200v96" stroke="#f2b134" stroke-width="14" stroke-linecap="round"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: drawing({ rounded: true, inset: 0.06 }) },
  { file: 'icon-512.png', size: 512, svg: drawing({ rounded: true, inset: 0.06 }) },
  { file: 'maskable-512.png', size: 512, svg: drawing({ rounded: false, inset: 0.16 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, svg: drawing({ rounded: false, inset: 0.1 }) },
];

await mkdir(outDir, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg))
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, icon.file));
}
console.log(`Wrote ${icons.map((icon) => icon.file).join(', ')} to ${path.relative(root, outDir)}`);
