// @ts-check
// Every image the site shows: its id, its alternative text, its sizes and the SVG it is drawn from.
import { readFileSync } from 'node:fs';
import { palette as c, skinTones } from './svg-parts.mjs';
import { portrait } from './portrait.mjs';
import * as scenes from './scenes.mjs';

const readContent = (/** @type {string} */ name) => JSON.parse(readFileSync(new URL(`../../content/${name}`, import.meta.url), 'utf8'));
const site = readContent('site.json');
const teacherFiles = readContent('teachers.json').map((/** @type {{ file: string }} */ teacher) => teacher.file);

/** @typedef {'avif' | 'webp' | 'jpg'} ImageFormat */
/** @type {ImageFormat[]} */
const ALL_FORMATS = ['avif', 'webp', 'jpg'];
const landscape = { widths: [480, 800, 1200], formats: ALL_FORMATS };
const square = { widths: [256, 512], formats: ALL_FORMATS };

// Same rule the site uses for a teacher's display name: the file name's words, capitalised.
const displayName = (/** @type {string} */ file) => file.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
const initials = (/** @type {string} */ file) => file.split('-').map((word) => word[0].toUpperCase()).join('');

// How each teacher's avatar looks, by biography file name (content/teachers.json lists the teachers).
/** @type {Record<string, import('./svg-parts.mjs').PersonLook & { background: string }>} */
const looks = Object.fromEntries([
  ['maria-delgado', { skin: skinTones[3], hair: '#2B1D14', hairStyle: 'long', shirt: c.terracotta, background: c.mustard, glasses: true }],
  ['sarah-whitfield', { skin: skinTones[0], hair: '#C8943E', hairStyle: 'bob', shirt: c.sage, background: c.rose }],
  ['laura-jennings', { skin: skinTones[1], hair: '#8A4B2A', hairStyle: 'bun', shirt: c.indigoSoft, background: c.sky }],
  ['daniel-okafor', { skin: skinTones[5], hair: '#1E1512', hairStyle: 'buzz', shirt: c.mustard, background: c.lavender }],
  ['rebecca-lindqvist', { skin: skinTones[0], hair: '#E3C16F', hairStyle: 'long', shirt: c.plum, background: c.sage }],
  ['david-nguyen', { skin: skinTones[1], hair: '#1E1512', hairStyle: 'short', shirt: c.skyDeep, background: c.coral, glasses: true }],
  ['hannah-brooks', { skin: skinTones[4], hair: '#2B1D14', hairStyle: 'curly', shirt: c.coral, background: c.lavender }],
  ['grace-mwangi', { skin: skinTones[5], hair: '#1E1512', hairStyle: 'bun', shirt: c.sage, background: c.sand, glasses: true }],
]);

/**
 * @param {string} file
 */
function teacherLook(file) {
  if (!looks[file]) throw new Error(`No portrait look for teacher "${file}": add one to scripts/content/image-manifest.mjs`);
  return looks[file];
}

/** @typedef {{ id: string, alt: string, widths: number[], formats: ImageFormat[], svg: () => string }} SiteImage */

/** @type {SiteImage[]} */
export const images = [
  { id: 'about-1', alt: 'Illustration of three students reading and writing at a classroom table while their teacher smiles beside a chalkboard', ...landscape, svg: scenes.classroom },
  { id: 'about-2', alt: 'Illustration of a small schoolhouse among rolling green Ozark hills beside a river', ...landscape, svg: scenes.ozarkHills },
  { id: 'about-3', alt: 'Illustration of two students doing a science lab with a microscope, flasks and test tubes', ...landscape, svg: scenes.scienceLab },
  { id: 'about-4', alt: 'Illustration of a student reading on a beanbag next to a full bookshelf', ...landscape, svg: scenes.readingCorner },
  { id: 'about-5', alt: 'Illustration of two students at a desk with a world map, a globe, a compass and an hourglass', ...landscape, svg: scenes.mapsAndHistory },
  ...teacherFiles.map((/** @type {string} */ file) => ({
    id: `teacher-${file}`,
    alt: `Illustrated portrait of ${displayName(file)}`,
    ...square,
    svg: () => portrait({ initials: initials(file), ...teacherLook(file) }),
  })),
  { id: 'news-enrollment', alt: 'Illustration of a checklist on a clipboard beside a calendar and an apple', ...landscape, svg: scenes.enrollmentNews },
  { id: 'news-science-night', alt: 'Illustration of families stargazing with a telescope under a night sky', ...landscape, svg: scenes.scienceNight },
  { id: 'news-winter-showcase', alt: 'Illustration of a student singing on a stage beside an easel, with potluck dishes on a table in front', ...landscape, svg: scenes.winterShowcase },
  { id: 'news-spanish-bites', alt: 'Illustration of a parakeet on a branch with speech bubbles saying ¡Hola! and ¿Qué tal?', ...landscape, svg: scenes.spanishBites },
  { id: 'news-field-trip', alt: 'Illustration of a school bus full of students driving past a museum in the hills', ...landscape, svg: scenes.fieldTrip },
  {
    id: 'social',
    alt: `${site.name}: homeschool co-op classes for grades 1–12 in Rogers, Northwest Arkansas`,
    widths: [1200],
    formats: ['webp', 'jpg'],
    svg: () => scenes.socialCard({ name: site.name, taglineLines: ['Homeschool co-op classes for grades 1–12', 'Rogers · Northwest Arkansas'] }),
  },
];
