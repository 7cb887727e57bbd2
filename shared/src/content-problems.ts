import { parseCatalog, type Catalog, type CatalogClass } from './catalog';
import { addDays, longDate, weekdayOf } from './catalog-dates';
import { classPagesOf } from './class-pages';
import { breaksText, daysText, meetingText, whenText } from './schedule-text';
import type { ContentDocuments } from './site-content';

/**
 * Facts about when classes meet that the site's texts repeat in words: each text that states one must state it
 * exactly as the catalogue has it, and may state no other (a day, a part of the day, a clock time or a break
 * outside a checked phrase is a fact nobody checks). The content tests run these checks over the files, and the
 * dashboard over the documents as staff save them, so a schedule change shows every text it leaves behind.
 */

type About = (item: CatalogClass) => boolean;

function dayText(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The first weekday after a break's last day. */
function resumesOn(end: string): string {
  let day = addDays(end, 1);
  while (weekdayOf(day) === 'sat' || weekdayOf(day) === 'sun') day = addDays(day, 1);
  return dayText(day);
}

/** The phrases the texts use, worded from the catalogue; a class or break it no longer has reads as a gap. */
export function schedulePhrases(catalog: Catalog) {
  const { classes, schoolYear } = catalog;
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
  const when = (about: About) => {
    const chosen = classes.filter(about);
    return chosen.length === 0 ? '(no such classes in the catalogue)' : whenText(chosen);
  };
  const afterSchool = (about: About) => {
    const late = classes.filter(about).filter((item) => item.start < '15:00');
    return late.length === 0 ? 'after-school' : `(not after-school: ${late.map((item) => item.key).join(', ')})`;
  };
  const breakNamed = (name: string) =>
    schoolYear.breaks.find((pause) => pause.name === name) ?? { name: `(no break named ${name})`, start: '', end: '' };
  const threeAfterSchoolGroups = withKeys('parakeet_nest', 'amazon_trail', 'condor_assent');
  const jaguarCircle = withKeys('jaguar_circle');
  return {
    when,
    afterSchool,
    inGrade,
    withKeys,
    breakNamed,
    resumesOn,
    dayText,
    yearText: `runs from ${longDate(schoolYear.start)} to ${longDate(schoolYear.end)}, with breaks for ${breaksText(schoolYear.breaks)}`,
    weekdayClasses: when(inGroups('elementary', 'jr_high')),
    spanishBites: `${when(threeAfterSchoolGroups)} and ${when(jaguarCircle)}`,
    afterSchoolSpanishBites: when(threeAfterSchoolGroups),
    jaguarCircle: when(jaguarCircle),
    spanishBitesMeetings: classes.filter(inGroups('spanish_bites')).map(meetingText),
  };
}

// Days, parts of the day, clock times and breaks.
const scheduleWords =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mornings?|afternoons?|evenings?|after[- ]school|noon|weekdays?|breaks?|thanksgiving|labor day|martin luther king|\d{1,2}:\d{2}\s*(?:AM|PM))\b/gi;

/** One text against what it must say: each phrase missing, and the schedule words left outside them. */
export function scheduleWordProblems(name: string, text: string, says: readonly string[]): string[] {
  const problems: string[] = [];
  let rest = text.replace(/\*\*/g, '');
  for (const phrase of [...says].sort((a, b) => b.length - a.length)) {
    if (!rest.includes(phrase)) problems.push(`${name} should say "${phrase}"`);
    rest = rest.split(phrase).join(' ');
  }
  const unchecked = rest.match(scheduleWords);
  if (unchecked) problems.push(`${name} states schedule facts no check covers: ${unchecked.join(', ')}`);
  return problems;
}

type Texts = Record<string, { text: string; says: string[] }>;

/** A JSON document, or undefined when it is missing or not JSON (its own parser reports that when it is saved). */
function json<T>(documents: ContentDocuments, key: string): T | undefined {
  try {
    return JSON.parse(documents[key] ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** The documents that say when classes meet, with what each must say. */
function scheduleTexts(documents: ContentDocuments, catalog: Catalog): Texts {
  const phrases = schedulePhrases(catalog);
  const { when, withKeys, inGrade, yearText } = phrases;
  const texts: Texts = {};
  const add = (key: string, says: string[], text = documents[key]) => {
    if (text !== undefined) texts[key] = { text, says };
  };

  const home = json<Record<string, unknown>>(documents, 'home.json');
  if (home) {
    const homeText = [home.hero, ...((home.features as unknown[]) ?? []), home.about, home.contact]
      .flatMap((part) => Object.values((part ?? {}) as Record<string, unknown>))
      .flat()
      .join('\n');
    add('home.json', [phrases.weekdayClasses, phrases.spanishBites], homeText);
  }
  add('teachers/grace-mwangi.md', [when(withKeys('learning_nest_7th_8th'))]);
  add('teachers/hannah-brooks.md', [when(withKeys('learning_nest_9th'))]);
  add('classes/grade9-12.md', []);
  add('classes/spanish-bites.md', [phrases.afterSchoolSpanishBites, phrases.jaguarCircle]);
  add('grade-pages/grade9-12.md', [yearText, when(withKeys('condor_assent')), phrases.jaguarCircle]);
  add('grade-pages/spanish-bites.md', [
    yearText,
    phrases.jaguarCircle,
    `one ${phrases.afterSchool(withKeys('parakeet_nest', 'amazon_trail', 'condor_assent'))} group`,
  ]);
  const spanishFor: Record<number, string> = { 3: 'parakeet_nest', 5: 'amazon_trail', 6: 'amazon_trail' };
  for (let grade = 1; grade <= 8; grade++) {
    add(`classes/grade${grade}.md`, [when(inGrade(grade))]);
    const page = [when(inGrade(grade)), yearText];
    if (spanishFor[grade]) page.push(when(withKeys(spanishFor[grade])));
    if (grade === 7) {
      const across = catalog.classes.filter((item) => inGrade(7)(item) && item.location === 'Academic Advantage');
      page.push(`one or the other on ${daysText(across)}`);
    }
    add(`grade-pages/grade${grade}.md`, page);
  }
  // Other teachers' biographies and other pages state no schedule fact at all.
  for (const key of Object.keys(documents)) {
    if (key.endsWith('.md') && !texts[key]) add(key, []);
  }

  // News tells of events at their own dates; where an item states a class time, a break or the day classes resume,
  // it says what the catalogue says.
  const thanksgiving = phrases.breakNamed('Thanksgiving Break');
  const winter = phrases.breakNamed('Winter Break');
  const newsSays: Record<string, string[]> = {
    'jaguar-circle-launch': [phrases.jaguarCircle],
    'thanksgiving-break': [
      thanksgiving.name,
      `from ${dayText(thanksgiving.start)} to ${dayText(thanksgiving.end)} and resume on ${resumesOn(thanksgiving.end)}`,
    ],
    'spring-semester-begins': [`start on ${resumesOn(winter.end)}, after ${winter.name}`],
    // The event's own time, not a class's.
    'family-science-night': ['an evening of telescopes'],
  };
  for (const item of json<{ id: string; title: string; excerpt: string }[]>(documents, 'news.json') ?? [])
    add(`news.json item ${item.id}`, newsSays[item.id] ?? [], `${item.title}\n${item.excerpt}`);
  return texts;
}

/** Each catalogue class's teachers have a biography in teachers.json, and every class is on a class page. */
function teacherProblems(documents: ContentDocuments, catalog: Catalog): string[] {
  const files = new Set((json<{ file: string }[]>(documents, 'teachers.json') ?? []).map((teacher) => teacher.file));
  const pages = new Set(
    Object.keys(documents)
      .filter((key) => key.startsWith('grade-pages/'))
      .map((key) => key.slice('grade-pages/'.length, -'.md'.length)),
  );
  const problems: string[] = [];
  for (const item of catalog.classes) {
    for (const teacher of item.teachers ?? []) {
      if (!files.has(teacher))
        problems.push(`catalog.json: ${item.key} names a teacher not in teachers.json: ${teacher}`);
    }
    for (const page of classPagesOf(item)) {
      if (!pages.has(page))
        problems.push(`catalog.json: ${item.key} belongs on grade-pages/${page}.md, which is missing`);
    }
  }
  return problems;
}

/**
 * What the documents get wrong about the schedule, as sentences naming the document; [] when nothing. A catalogue
 * that does not parse is the one problem reported.
 */
export function contentProblems(documents: ContentDocuments): string[] {
  let catalog: Catalog;
  try {
    catalog = parseCatalog(json(documents, 'catalog.json'));
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const problems = teacherProblems(documents, catalog);
  for (const [name, { text, says }] of Object.entries(scheduleTexts(documents, catalog)))
    problems.push(...scheduleWordProblems(name, text, says));
  return problems;
}
