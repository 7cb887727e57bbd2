import { describe, expect, it } from 'vitest';
import catalog from '../../../content/catalog.json';
import home from '../../../content/home.json';
import imageIndex from '../../../content/images.json';
import news from '../../../content/news.json';
import resources from '../../../content/resources.json';
import site from '../../../content/site.json';
import teachers from '../../../content/teachers.json';
import {
  contentProblems,
  emailPattern,
  minutesOf,
  parseCatalog,
  schedulePhrases,
  scheduleWordProblems,
  type CatalogClass,
  type ContentDocuments,
} from '@coop/contract';
import { scheduleGrid, scheduleGridEnd } from '../features/calendar/class-events';
import scheduleSectionSource from '../features/calendar/components/schedule-section.tsx?raw';
import type { NewsItem } from '../features/news/news-items';
import { isShownOn } from '../features/news/news-visibility';
import { classPageSlugs } from './paths';

// The content files are edited by hand; these checks catch a broken reference, a missing file or a fact that
// drifted between files before a visitor does.

type ImageEntry = { alt: string; width: number; height: number; widths: number[]; formats: string[] };

const contentRoot = '../../../content/';
const byName = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([path, text]) => [path.slice(path.lastIndexOf('/') + 1), text]));

const classCards = byName(
  import.meta.glob<string>('../../../content/classes/*.md', { query: '?raw', import: 'default', eager: true }),
);
const gradePages = byName(
  import.meta.glob<string>('../../../content/grade-pages/*.md', { query: '?raw', import: 'default', eager: true }),
);
const biographies = byName(
  import.meta.glob<string>('../../../content/teachers/*.md', { query: '?raw', import: 'default', eager: true }),
);
const documents = import.meta.glob<string>('../../../content/documents/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const jsonFiles = import.meta.glob<string>('../../../content/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const markdownFiles = import.meta.glob<string>('../../../content/{classes,grade-pages,teachers}/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The whole content as the pre-renderer and the dashboard get it: key (path under content/) → text. */
const contentDocuments: ContentDocuments = Object.fromEntries(
  Object.entries({ ...jsonFiles, ...markdownFiles }).map(([path, text]) => [path.slice(contentRoot.length), text]),
);
const imageFiles = new Set(Object.keys(import.meta.glob('../../../content/images/*.{avif,webp,jpg}')));

const images = imageIndex as Record<string, ImageEntry>;
const newsItems = news as NewsItem[];
const TODAY = '2026-11-22';

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;

// The documents' PDF writer draws each line as one `(…) Tj` string, with WinAnsi bytes beyond ASCII as octal
// escapes; joining the lines with spaces gives back the sentences it wrapped.
const winAnsiPunctuation: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
function pdfText(pdf: string): string {
  const unescape = (_: string, octal: string | undefined, char: string) => {
    if (!octal) return char;
    const byte = parseInt(octal, 8);
    return winAnsiPunctuation[byte] ?? String.fromCharCode(byte);
  };
  return [...pdf.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\) Tj/g)]
    .map(([, line]) => line.replace(/\\(?:([0-7]{3})|([\s\S]))/g, unescape))
    .join(' ');
}

function expectImage(id: string) {
  const entry = images[id];
  expect(entry, `image "${id}" in content/images.json`).toBeDefined();
  for (const width of entry.widths) {
    for (const format of entry.formats) {
      expect(imageFiles.has(`${contentRoot}images/${id}-${width}.${format}`), `${id}-${width}.${format} on disk`).toBe(
        true,
      );
    }
  }
}

describe('content/site.json', () => {
  it('has the details every page reads, with obvious placeholders for contact details', () => {
    expect(site.name).toBe('Ozark Learning Hub');
    expect(site.description.length).toBeLessThanOrEqual(300);
    expect(site.keywords).toEqual(
      expect.arrayContaining([
        'grades 1-12',
        'math',
        'science',
        'language arts',
        'history',
        'Spanish',
        'Northwest Arkansas',
      ]),
    );
    expect(site.contact.email).toMatch(emailPattern);
    expect(site.contact.address).toMatchObject({ city: 'Rogers', state: 'AR' });
    expect(site.locations.map((location) => location.name)).toEqual(['Catalyst', 'Academic Advantage']);
    expectImage(site.defaultSocialImage.id);
    expect(images[site.defaultSocialImage.id]).toMatchObject({ width: 1200, height: 630 });
  });

  it('has a theme colour that white text can sit on (WCAG AA)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    expect(site.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(site.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(1.05 / (luminance(site.themeColor) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('content/images.json', () => {
  it('lists every image in every declared width and format, none wider than its source', () => {
    for (const [id, entry] of Object.entries(images)) {
      expect(entry.alt.trim(), `${id} alt text`).not.toBe('');
      expect(Math.max(...entry.widths)).toBe(entry.width);
      expectImage(id);
    }
  });

  it('has square teacher portraits and 4:3 or 3:2 carousel pictures', () => {
    for (const teacher of teachers) expect(images[teacher.photo].width).toBe(images[teacher.photo].height);
    for (const id of home.about.carousel) expect([4 / 3, 3 / 2]).toContain(images[id].width / images[id].height);
  });
});

describe('content/home.json', () => {
  it('has a hero, three features, an About section with five carousel images, and a contact section', () => {
    expect(home.hero.title).not.toBe('');
    expect(home.features).toHaveLength(3);
    expect(home.about.title).toBe('About Us');
    expect(home.about.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(home.about.paragraphs.length).toBeLessThanOrEqual(3);
    expect(home.about.carousel).toHaveLength(5);
    home.about.carousel.forEach(expectImage);
    expect(home.contact.text).not.toBe('');
  });
});

describe('class cards and class pages', () => {
  it('has a card description and a rich page for each of the 10 classes, and nothing else', () => {
    const expected = classPageSlugs.map((slug) => `${slug}.md`).sort();
    expect(Object.keys(classCards).sort()).toEqual(expected);
    expect(Object.keys(gradePages).sort()).toEqual(expected);
  });

  it('keeps card descriptions short plain text', () => {
    for (const [name, text] of Object.entries(classCards)) {
      expect(text, name).not.toMatch(/^#/m);
      const sentences = text.trim().split(/(?<=[.!?])\s+/).length;
      expect(sentences, name).toBeGreaterThanOrEqual(2);
      expect(sentences, name).toBeLessThanOrEqual(3);
    }
  });

  // The schedule table and the contact line are written by the page, from the catalogue and the site's details.
  it('gives each page headings below h1, a Schedule and a How to enroll section, enrollment and an outside link', () => {
    for (const [name, text] of Object.entries(gradePages)) {
      expect(text, name).not.toMatch(/^# /m);
      expect(text, name).toMatch(/^## Schedule$/m);
      expect(text, name).toMatch(/^## How to enroll$/m);
      expect(text, name).not.toMatch(/^\|.*\| Days? and time \|/m);
      expect(text, name).not.toContain('mailto:');
      expect(text, name).toContain('](/enrollment)');
      expect(text, name).toMatch(/\]\(https:\/\/[^)\s]+\)/);
    }
  });

  it('names a teacher for every catalogue class, each with a biography', () => {
    const files = teachers.map((teacher) => teacher.file);
    for (const entry of parseCatalog(catalog).classes) {
      expect(entry.teachers?.length, entry.key).toBeGreaterThan(0);
      for (const teacher of entry.teachers ?? []) expect(files, entry.key).toContain(teacher);
    }
  });
});

describe('content/catalog.json schedule', () => {
  const classes = catalog.classes as CatalogClass[];

  // The pages read the file unchecked; the shared checks pass over it at build time and at the server's start.
  it('passes the shared catalogue checks, so the pages read exactly what the server reads', () => {
    expect(parseCatalog(catalog)).toEqual(catalog);
  });

  it('fits every class inside the calendar’s time grid, which ends no earlier than 16:30', () => {
    const gridEnd = scheduleGridEnd(classes).slice(0, 5);
    expect(gridEnd >= scheduleGrid.shortestEnd, `grid ends at ${gridEnd}`).toBe(true);
    for (const item of classes) {
      expect(
        item.start >= scheduleGrid.start,
        `${item.key} starts at ${item.start}, before the grid's ${scheduleGrid.start}`,
      ).toBe(true);
      expect(item.end <= gridEnd, `${item.key} ends at ${item.end}, after the grid's ${gridEnd}`).toBe(true);
    }
  });

  // A student cannot be in two places at once, so classes of one grade that overlap are alternatives (the Learning
  // Nest or the classes across town); classes a student can take one after the other at different locations need
  // the time to drive between them.
  it('leaves at least 30 minutes between one grade’s classes on a day when they are at different locations', () => {
    const travelMinutes = 30;
    for (let grade = 1; grade <= 12; grade++) {
      for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']) {
        const today = classes.filter(
          (item) => item.grades.includes(grade) && (item.weekdays as string[]).includes(day),
        );
        for (const first of today) {
          for (const next of today) {
            if (first.location === next.location || first.end > next.start) continue;
            const gap = minutesOf(next.start) - minutesOf(first.end);
            const trip = `grade ${grade} on ${day}: ${first.key} at ${first.location} until ${first.end}, then ${next.key} at ${next.location} from ${next.start}`;
            expect(gap, trip).toBeGreaterThanOrEqual(travelMinutes);
          }
        }
      }
    }
  });
});

describe('schedule words in the texts', () => {
  it('says when classes meet and which breaks the year has exactly as the catalogue does, and states no other schedule fact', () => {
    expect(contentProblems(contentDocuments)).toEqual([]);
  });

  it('names the text a catalogue change leaves behind, an unchecked time, and a teacher without a biography', () => {
    const edited = JSON.parse(contentDocuments['catalog.json']) as { classes: CatalogClass[] };
    const jaguar = edited.classes.find((item) => item.key === 'jaguar_circle') as CatalogClass;
    jaguar.weekdays = ['sat'];
    edited.classes[0].teachers = ['nobody-here'];
    const problems = contentProblems({
      ...contentDocuments,
      'catalog.json': JSON.stringify(edited),
      'teachers/laura-jennings.md': `${contentDocuments['teachers/laura-jennings.md']}\nShe also tutors on Monday evenings.`,
    });
    expect(problems).toContain('catalog.json: reading_1st names a teacher not in teachers.json: nobody-here');
    expect(problems).toContainEqual(expect.stringMatching(/^grade-pages\/spanish-bites\.md should say "Saturday/));
    expect(problems).toContain('teachers/laura-jennings.md states schedule facts no check covers: Monday, evenings');
    expect(contentProblems({ ...contentDocuments, 'catalog.json': '{}' })).toEqual([
      'content/catalog.json: schoolYear must be an object',
    ]);
  });

  // Texts that are not documents staff edit: the schedule's blurb in the code, and the downloadable documents as
  // committed (a catalogue change without the documents made again fails here).
  it('holds for the Class Schedule blurb and the downloadable documents too', () => {
    const phrases = schedulePhrases(parseCatalog(catalog));
    const scheduleIntro =
      /className="schedule__intro">([\s\S]*?)<\/p>/.exec(scheduleSectionSource)?.[1].replace(/\s+/g, ' ').trim() ?? '';
    expect(scheduleIntro).toMatch(/^Elementary and middle school classes/);
    const problems = scheduleWordProblems('the Class Schedule blurb', scheduleIntro, [phrases.weekdayClasses]);
    const documentSays: Record<string, string[]> = {
      'orientation-slides.pdf': [
        phrases.weekdayClasses,
        phrases.spanishBites,
        phrases.yearText,
        ...phrases.spanishBitesMeetings,
      ],
    };
    const pdfs = Object.entries(documents).map(([path, pdf]) => [path.slice(path.lastIndexOf('/') + 1), pdfText(pdf)]);
    expect(pdfs).toHaveLength(resources.documents.length);
    expect(Object.fromEntries(pdfs)['orientation-slides.pdf']).toContain('When classes meet');
    for (const [name, text] of pdfs)
      problems.push(...scheduleWordProblems(`documents/${name}`, text, documentSays[name] ?? []));
    expect(problems).toEqual([]);
  });
});

describe('teachers', () => {
  it('lists 8 teachers with a biography of 120–200 words and a portrait each', () => {
    expect(teachers).toHaveLength(8);
    expect(new Set(teachers.map((teacher) => teacher.file)).size).toBe(8);
    expect(Object.keys(biographies).sort()).toEqual(teachers.map((teacher) => `${teacher.file}.md`).sort());
    for (const teacher of teachers) {
      expect(teacher.file).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(teacher.sectionid).toBe(teacher.file);
      expect(teacher.photo).toBe(`teacher-${teacher.file}`);
      expectImage(teacher.photo);
      const bio = biographies[`${teacher.file}.md`];
      expect(bio, teacher.file).not.toMatch(/^#/m);
      expect(words(bio), teacher.file).toBeGreaterThanOrEqual(120);
      expect(words(bio), teacher.file).toBeLessThanOrEqual(200);
    }
  });
});

describe('content/resources.json', () => {
  it('offers 2 presentations that exist as PDF files under /content', () => {
    expect(resources.documents).toHaveLength(2);
    for (const document of resources.documents) {
      expect(document.type).toBe('presentation');
      expect(document.url).toMatch(/^\/content\/documents\/[a-z0-9-]+\.pdf$/);
      const file = documents[`${contentRoot}${document.url.slice('/content/'.length)}`];
      expect(file, document.url).toBeDefined();
      expect(file.startsWith('%PDF-')).toBe(true);
    }
  });

  it('has 7 external links over https, each with a description', () => {
    expect(resources.links).toHaveLength(7);
    for (const link of resources.links) {
      expect(new URL(link.url).protocol).toBe('https:');
      expect(link.name.trim()).not.toBe('');
      expect(link.description.trim()).not.toBe('');
    }
  });
});

describe('content/news.json', () => {
  it('has 8–10 well-formed items with unique ids, valid dates and types', () => {
    expect(newsItems.length).toBeGreaterThanOrEqual(8);
    expect(newsItems.length).toBeLessThanOrEqual(10);
    expect(new Set(newsItems.map((item) => item.id)).size).toBe(newsItems.length);
    for (const item of newsItems) {
      expect(['news', 'event']).toContain(item.type);
      expect(isIsoDate(item.date), `${item.id} date`).toBe(true);
      for (const bound of [item.display_after, item.display_until])
        if (bound) expect(isIsoDate(bound), `${item.id} window`).toBe(true);
      if (item.display_after && item.display_until) expect(item.display_after <= item.display_until).toBe(true);
      expect(typeof item.featured).toBe('boolean');
      if (item.image) expectImage(item.image);
      if (item.link) expect(item.link).toMatch(/^(https:\/\/|\/)/);
    }
  });

  it(`on ${TODAY} shows at least 3 featured items, hides one expired and one future item`, () => {
    const shown = newsItems.filter((item) => isShownOn(item, TODAY));
    expect(shown.filter((item) => item.featured).length).toBeGreaterThanOrEqual(3);
    expect(newsItems.some((item) => item.display_until && item.display_until < TODAY)).toBe(true);
    expect(newsItems.some((item) => item.display_after && item.display_after > TODAY)).toBe(true);
    expect(shown.some((item) => !item.link)).toBe(true);
    expect(shown.some((item) => item.link?.startsWith('https://'))).toBe(true);
    expect(shown.some((item) => item.link?.startsWith('/'))).toBe(true);
  });
});
