// @ts-check
// Renders every site image from its SVG source (scripts/content/) into content/images/ in each width and
// format, and writes content/images.json. Not part of the build: run `node scripts/make-images.mjs` after
// changing an illustration, then commit the outputs.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { images } from './content/image-manifest.mjs';

const outputDir = new URL('../content/images/', import.meta.url);
const indexFile = new URL('../content/images.json', import.meta.url);
const GENERATED = /^[a-z0-9-]+-\d+\.(avif|webp|jpg)$/;

// Flat illustrations compress far below photo settings; these keep an 800 px WebP well under 40 KB.
/** @type {Record<import('./content/image-manifest.mjs').ImageFormat, (pipeline: import('sharp').Sharp) => import('sharp').Sharp>} */
const encoders = {
  avif: (pipeline) => pipeline.avif({ quality: 55, effort: 6 }),
  webp: (pipeline) => pipeline.webp({ quality: 80, effort: 6 }),
  jpg: (pipeline) => pipeline.jpeg({ quality: 80, mozjpeg: true }),
};

async function clearGenerated() {
  await mkdir(outputDir, { recursive: true });
  for (const name of await readdir(outputDir)) {
    if (GENERATED.test(name)) await rm(new URL(name, outputDir));
  }
}

/**
 * @param {import('./content/image-manifest.mjs').SiteImage} image
 * @returns {Promise<[string, { alt: string, width: number, height: number, widths: number[], formats: string[] }]>}
 */
async function render(image) {
  const source = await sharp(Buffer.from(image.svg())).png().toBuffer();
  const { width, height } = await sharp(source).metadata();
  const widths = image.widths.filter((w) => w <= width);
  if (widths.length !== image.widths.length)
    throw new Error(`${image.id}: a width is larger than the ${width} px source`);
  for (const w of widths) {
    const resized = sharp(source).resize({ width: w }).flatten({ background: '#ffffff' });
    for (const format of image.formats) {
      await encoders[format](resized.clone()).toFile(new URL(`${image.id}-${w}.${format}`, outputDir).pathname);
    }
  }
  const largest = Math.max(...widths);
  return [
    image.id,
    { alt: image.alt, width: largest, height: Math.round((height * largest) / width), widths, formats: image.formats },
  ];
}

/**
 * The pictures staff uploaded from the dashboard: listed in images.json, but kept in the server's file store,
 * not in content/images. They stay listed as they are.
 * @returns {Promise<Record<string, Awaited<ReturnType<typeof render>>[1]>>}
 */
async function uploadedEntries() {
  /** @type {Record<string, Awaited<ReturnType<typeof render>>[1]>} */
  const listed = JSON.parse(await readFile(indexFile, 'utf8').catch(() => '{}'));
  const built = new Set(images.map((image) => image.id));
  return Object.fromEntries(
    Object.entries(listed).filter(
      ([id, entry]) =>
        !built.has(id) && !existsSync(new URL(`${id}-${entry.widths[0]}.${entry.formats[0]}`, outputDir)),
    ),
  );
}

const uploaded = await uploadedEntries();
await clearGenerated();
/** @type {Record<string, Awaited<ReturnType<typeof render>>[1]>} */
const index = {};
for (const image of images) {
  const [id, entry] = await render(image);
  index[id] = entry;
  console.log(`${id}: ${entry.widths.join(', ')} × ${entry.formats.join(', ')}`);
}
await writeFile(indexFile, `${JSON.stringify({ ...index, ...uploaded }, null, 2)}\n`);
console.log(`${Object.keys(index).length} images written to content/images/ and listed in content/images.json`);
