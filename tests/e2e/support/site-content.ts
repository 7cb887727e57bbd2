import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteContent } from '../../../client/src/config/site';
import type { NewsItem } from '../../../client/src/features/news/news-items';

// The co-op's own words, read from content/ as the build reads them, so the
// tests follow an edit of the content instead of repeating it.
const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));

export function contentText(relative: string): string {
  return readFileSync(`${contentDir}${relative}`, 'utf8');
}

function contentJson<T>(relative: string): T {
  return JSON.parse(contentText(relative)) as T;
}

export const site = contentJson<SiteContent>('site.json');

export const home = contentJson<{
  hero: { eyebrow: string; title: string; text: string };
  features: { title: string; text: string }[];
  about: { title: string; paragraphs: string[]; carousel: string[] };
  contact: { title: string; text: string };
}>('home.json');

export const news = contentJson<NewsItem[]>('news.json');

export const teachers = contentJson<{ file: string; sectionid: string; photo: string }[]>('teachers.json');

export const resources = contentJson<{
  documents: { name: string; url: string; description: string }[];
  links: { name: string; url: string; description: string }[];
}>('resources.json');

/** The first paragraph of a markdown file, as plain text (what a page shows first). */
export function firstParagraph(relative: string): string {
  return contentText(relative)
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
}
