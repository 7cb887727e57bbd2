import { describe, expect, it } from 'vitest';
import catalog from '../../../content/catalog.json';
import home from '../../../content/home.json';
import imageIndex from '../../../content/images.json';
import news from '../../../content/news.json';
import resources from '../../../content/resources.json';
import site from '../../../content/site.json';
import teachers from '../../../content/teachers.json';
import {
  addDays,
  weekdayOf,
  breaksText,
  daysText,
  emailPattern,
  minutesOf,
  parseCatalog,
  whenText,
  type CatalogClass,
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

// Catalog fields → the "Tue & Thu 9:00–10:00 AM" wording the class pages use.
const weekdayNames: Record<string, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' };
function clock(time: string): { text: string; meridiem: string } {
  const [hours, minutes] = time.split(':').map(Number);
  return { text: `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')}`, meridiem: hours < 12 ? 'AM' : 'PM' };
}
function scheduleText(weekdays: string[], start: string, end: string): string {
  const [from, to] = [clock(start), clock(end)];
  const times =
    from.meridiem === to.meridiem
      ? `${from.text}–${to.text} ${to.meridiem}`
      : `${from.text} ${from.meridiem}–${to.text} ${to.meridiem}`;
  return `${weekdays.map((day) => weekdayNames[day]).join(' & ')} ${times}`;
}

/** GFM tables in a markdown text: header cells and body rows, separator lines left out. */
function markdownTables(markdown: string): { header: string[]; rows: string[][] }[] {
  const cells = (line: string) =>
    line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const blocks = markdown.split(/\n(?!\|)/).map((block) => block.split('\n').filter((line) => line.startsWith('|')));
  return blocks
    .filter((lines) => lines.length > 2)
    .map(([header, , ...rows]) => ({ header: cells(header), rows: rows.map(cells) }));
}

describe('content/site.json', () => {
  it('has the details every page reads, with obvious placeholders for contact details', () => {
    expect(site.name).toBe('Ozark Learning Hub');
    expect(site.copyrightYear).toBe(2025);
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

  it('gives each page headings below h1, a table, enrollment, e-mail, phone and an outside link', () => {
    for (const [name, text] of Object.entries(gradePages)) {
      expect(text, name).not.toMatch(/^# /m);
      expect(text, name).toMatch(/^## /m);
      expect(text, name).toMatch(/^\|.*\|$/m);
      expect(text, name).toContain('](/enrollment)');
      expect(text, name).toContain(`](mailto:${site.contact.email})`);
      expect(text, name).toMatch(/\]\(tel:\+1\d{10}\)/);
      expect(text, name).toMatch(/\]\(https:\/\/[^)\s]+\)/);
    }
  });

  it('shows every catalogue class on its grade pages with the catalogue’s days, times and location', () => {
    for (const entry of catalog.classes) {
      const spanishBites = entry.group === 'spanish_bites';
      const pages = spanishBites
        ? ['spanish-bites']
        : [...new Set(entry.grades.map((grade) => (grade >= 9 ? 'grade9-12' : `grade${grade}`)))];
      const name = spanishBites ? entry.subject.replace(/^Spanish Bites: /, '') : entry.subject;
      const schedule = scheduleText(entry.weekdays, entry.start, entry.end);
      for (const page of pages) {
        const rows = gradePages[`${page}.md`].split('\n').filter((line) => line.startsWith('|'));
        const row = rows.find(
          (line) => line.includes(name) && line.includes(schedule) && line.includes(entry.location),
        );
        expect(row, `${entry.key} on ${page}.md as "${name} | ${schedule} | ${entry.location}"`).toBeDefined();
      }
    }
  });

  it('names a teacher with a biography in every row of a table that has a Teacher column', () => {
    const teacherNames = teachers.map((teacher) =>
      teacher.file
        .split('-')
        .map((word) => word[0].toUpperCase() + word.slice(1))
        .join(' '),
    );
    for (const [name, text] of Object.entries(gradePages)) {
      for (const table of markdownTables(text)) {
        const column = table.header.indexOf('Teacher');
        if (column === -1) continue;
        for (const row of table.rows) expect(teacherNames, `${name}: ${row.join(' | ')}`).toContain(row[column]);
      }
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
  const classes = catalog.classes as CatalogClass[];
  type About = (item: CatalogClass) => boolean;
  const inGrade =
    (grade: number): About =>
    (item) =>
      item.group !== 'spanish_bites' && item.grades.includes(grade);
  const inGroups =
    (...groups: string[]): About =>
    (item) =>
      groups.includes(item.group);
  const withKeys =
    (...keys: string[]): About =>
    (item) =>
      keys.includes(item.key);
  const when = (about: About) => whenText(classes.filter(about));
  const afterSchool = (about: About) => {
    const late = classes.filter(about).filter((item) => item.start < '15:00');
    return late.length === 0 ? 'after-school' : `(not after-school: ${late.map((item) => item.key).join(', ')})`;
  };
  const monthNames = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const longDate = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number);
    return `${monthNames[month - 1]} ${day}, ${year}`;
  };
  const { schoolYear } = catalog;
  const yearText = `runs from ${longDate(schoolYear.start)} to ${longDate(schoolYear.end)}, with breaks for ${breaksText(schoolYear.breaks)}`;
  const threeAfterSchoolGroups = withKeys('parakeet_nest', 'amazon_trail', 'condor_assent');
  const weekdayGroups = inGroups('elementary', 'jr_high');
  const spanishBitesWhen = `${when(threeAfterSchoolGroups)} and ${when(withKeys('jaguar_circle'))}`;

  /** Every text that says when classes meet, and what it must say, worded from the catalogue. */
  const homeTexts = [home.hero, ...home.features, home.about, home.contact]
    .flatMap((part) => Object.values(part))
    .flat()
    .join('\n');
  const scheduleIntro =
    /className="schedule__intro">([\s\S]*?)<\/p>/.exec(scheduleSectionSource)?.[1].replace(/\s+/g, ' ').trim() ?? '';
  const texts: Record<string, { text: string; says: string[] }> = {
    'content/home.json': { text: homeTexts, says: [when(weekdayGroups), spanishBitesWhen] },
    'the Class Schedule blurb': { text: scheduleIntro, says: [when(weekdayGroups)] },
    'teachers/grace-mwangi.md': {
      text: biographies['grace-mwangi.md'],
      says: [when(withKeys('learning_nest_7th_8th'))],
    },
    'teachers/hannah-brooks.md': { text: biographies['hannah-brooks.md'], says: [when(withKeys('learning_nest_9th'))] },
    'classes/grade9-12.md': { text: classCards['grade9-12.md'], says: [] },
    'classes/spanish-bites.md': {
      text: classCards['spanish-bites.md'],
      says: [when(threeAfterSchoolGroups), when(withKeys('jaguar_circle'))],
    },
    'grade-pages/grade9-12.md': {
      text: gradePages['grade9-12.md'],
      says: [yearText, when(withKeys('condor_assent')), when(withKeys('jaguar_circle'))],
    },
    'grade-pages/spanish-bites.md': {
      text: gradePages['spanish-bites.md'],
      says: [yearText, when(withKeys('jaguar_circle')), `one ${afterSchool(threeAfterSchoolGroups)} group`],
    },
  };
  const spanishFor: Record<number, string> = { 3: 'parakeet_nest', 5: 'amazon_trail', 6: 'amazon_trail' };
  for (let grade = 1; grade <= 8; grade++) {
    texts[`classes/grade${grade}.md`] = { text: classCards[`grade${grade}.md`], says: [when(inGrade(grade))] };
    const page = [when(inGrade(grade)), yearText];
    if (spanishFor[grade]) page.push(when(withKeys(spanishFor[grade])));
    if (grade === 7)
      page.push(
        `one or the other on ${daysText(classes.filter((item) => inGrade(7)(item) && item.location === 'Academic Advantage'))}`,
      );
    texts[`grade-pages/grade${grade}.md`] = { text: gradePages[`grade${grade}.md`], says: page };
  }

  // The downloadable documents as committed: a catalogue change without the documents made again fails here.
  const documentSays: Record<string, string[]> = {
    'orientation-slides.pdf': [
      when(weekdayGroups),
      spanishBitesWhen,
      yearText,
      ...classes.filter(inGroups('spanish_bites')).map((item) => scheduleText(item.weekdays, item.start, item.end)),
    ],
  };
  for (const [path, pdf] of Object.entries(documents)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    texts[`documents/${name}`] = { text: pdfText(pdf), says: documentSays[name] ?? [] };
  }

  // News tells of events at their own dates; where an item states a class time, a break or the day classes
  // resume, it says what the catalogue says.
  const breakNamed = (name: string) =>
    schoolYear.breaks.find((pause) => pause.name === name) ?? { name: `(no break named ${name})`, start: '', end: '' };
  const dayText = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  const resumesOn = (end: string) => {
    let day = addDays(end, 1);
    while (weekdayOf(day) === 'sat' || weekdayOf(day) === 'sun') day = addDays(day, 1);
    return dayText(day);
  };
  const thanksgiving = breakNamed('Thanksgiving Break');
  const winter = breakNamed('Winter Break');
  const newsSays: Record<string, string[]> = {
    'jaguar-circle-launch': [when(withKeys('jaguar_circle'))],
    'thanksgiving-break': [
      thanksgiving.name,
      `from ${dayText(thanksgiving.start)} to ${dayText(thanksgiving.end)} and resume on ${resumesOn(thanksgiving.end)}`,
    ],
    'spring-semester-begins': [`start on ${resumesOn(winter.end)}, after ${winter.name}`],
    // The event's own time, not a class's.
    'family-science-night': ['an evening of telescopes'],
  };
  for (const item of newsItems)
    texts[`news item ${item.id}`] = { text: `${item.title}\n${item.excerpt}`, says: newsSays[item.id] ?? [] };

  // Days, parts of the day, clock times and breaks: any of these outside a checked phrase is a fact nobody checks.
  const scheduleWords =
    /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mornings?|afternoons?|evenings?|after[- ]school|noon|weekdays?|breaks?|thanksgiving|labor day|martin luther king|\d{1,2}:\d{2}\s*(?:AM|PM))\b/gi;
  // Table rows are checked against the catalogue row by row above.
  const prose = (text: string) =>
    text
      .split('\n')
      .filter((line) => !line.startsWith('|'))
      .join('\n');

  it('covers every class card, class page, document and news item', () => {
    for (const name of Object.keys(classCards)) expect(texts[`classes/${name}`], name).toBeDefined();
    for (const name of Object.keys(gradePages)) expect(texts[`grade-pages/${name}`], name).toBeDefined();
    expect(Object.keys(texts).filter((name) => name.startsWith('documents/'))).toHaveLength(resources.documents.length);
    expect(texts['documents/orientation-slides.pdf'].text).toContain('When classes meet');
    expect(scheduleIntro).toMatch(/^Elementary and middle school classes/);
  });

  it('says when classes meet and which breaks the year has exactly as the catalogue does, and states no other schedule fact', () => {
    for (const [name, { text, says }] of Object.entries(texts)) {
      let rest = prose(text).replace(/\*\*/g, '');
      for (const phrase of [...says].sort((a, b) => b.length - a.length)) {
        expect(rest, `${name} should say "${phrase}"`).toContain(phrase);
        rest = rest.split(phrase).join(' ');
      }
      expect(rest.match(scheduleWords) ?? [], `${name}: schedule words no catalogue check covers`).toEqual([]);
    }
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
