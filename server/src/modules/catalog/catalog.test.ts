import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { datesBetween, weekdayOf, classAudience, parseCatalog, type CatalogClass } from '@coop/contract';
import { catalogOnDisk } from '../../test-support/content-on-disk';

const catalog = catalogOnDisk(loadConfig({}).contentDir);
const inGroup = (group: string) => catalog.classes.filter((item) => item.group === group);
const keysOf = (group: string) => inGroup(group).map((item) => item.key);

/** The class keys of each group, in order; `null` marks a class whose key is not fixed ({hash}). */
const specKeys: Record<string, Array<string | null>> = {
  elementary: [
    'reading_1st',
    'reading_2nd',
    'language_arts_1st',
    'language_arts_2nd',
    'math_1st',
    'math_2nd_3rd',
    'history_la_3rd_4th',
    'saxon_math_4th',
    'history_la_5th_6th',
    'la_iew_5th_6th',
    null,
  ],
  jr_high: [
    'learning_nest_7th_8th',
    'algebra_1_8th',
    'intro_cs_python_8th',
    'la_iew_7th_8th',
    'physical_science_8th',
    null,
  ],
  high_school: [
    'learning_nest_9th',
    'algebra_2_11th_12th',
    'geometry_10th_12th',
    'precalculus_11th_12th',
    'algebra_1_9th_10th',
    null,
    'government_9th_12th',
    'intro_cs_python_9th_12th',
    null,
    null,
    'chemistry_9th_12th',
    'world_history_9th_12th',
  ],
  spanish_bites: ['parakeet_nest', 'amazon_trail', 'condor_assent', 'jaguar_circle'],
};

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** "8:00–9:00 AM", "11:30 AM–12:30 PM": how labels write a class's time. */
function timeText(item: CatalogClass): string {
  const clock = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return { text: `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}`, meridiem: h < 12 ? 'AM' : 'PM' };
  };
  const start = clock(item.start);
  const end = clock(item.end);
  return start.meridiem === end.meridiem
    ? `${start.text}–${end.text} ${end.meridiem}`
    : `${start.text} ${start.meridiem}–${end.text} ${end.meridiem}`;
}

const dayNames = { sun: 'Sun', mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' } as const;

describe('content/catalog.json', () => {
  it('has the four groups with 11, 6, 12 and 4 classes, their keys in order', () => {
    expect(catalog.groups).toEqual([
      { key: 'elementary', title: 'Elementary' },
      { key: 'jr_high', title: 'Jr High' },
      { key: 'high_school', title: 'High School' },
      { key: 'spanish_bites', title: 'Spanish Bites' },
    ]);
    for (const [group, expected] of Object.entries(specKeys)) {
      const keys = keysOf(group);
      expect(keys).toHaveLength(expected.length);
      expected.forEach((key, i) => {
        if (key) expect(keys[i]).toBe(key);
      });
    }
    expect(catalog.classes).toHaveLength(33);
    // Grouped together, in group order: the enrollment form lists them as they stand in the file.
    expect(catalog.classes.map((item) => item.group)).toEqual(
      Object.entries(specKeys).flatMap(([group, keys]) => keys.map(() => group)),
    );
  });

  it('gives every checkbox label the grade, days, time, prerequisites and location', () => {
    for (const item of catalog.classes) {
      expect(item.label, item.key).toContain(item.subject);
      expect(item.label, item.key).toContain(classAudience(item));
      expect(item.label, item.key).toContain(
        `${item.weekdays.map((day) => dayNames[day]).join(' & ')} ${timeText(item)}`,
      );
      expect(item.label, item.key).toContain(item.location);
      if (item.prerequisites) expect(item.label, item.key).toContain(`Prerequisite: ${item.prerequisites}`);
    }
  });

  it('runs elementary and Jr High on Tuesday and Thursday mornings, high school between 08:00 and 16:30', () => {
    for (const item of [...inGroup('elementary'), ...inGroup('jr_high')]) {
      expect(
        item.weekdays.every((day) => day === 'tue' || day === 'thu'),
        item.key,
      ).toBe(true);
      expect(minutes(item.start), item.key).toBeGreaterThanOrEqual(minutes('08:00'));
      expect(minutes(item.end), item.key).toBeLessThanOrEqual(minutes('12:30'));
    }
    const highSchool = inGroup('high_school');
    for (const item of highSchool) {
      expect(minutes(item.start), item.key).toBeGreaterThanOrEqual(minutes('08:00'));
      expect(minutes(item.end), item.key).toBeLessThanOrEqual(minutes('16:30'));
    }
    // Cafeteria style: spread over several days and times.
    expect(new Set(highSchool.flatMap((item) => item.weekdays)).size).toBeGreaterThanOrEqual(4);
  });

  it('keeps the Spanish Bites ages, days and times', () => {
    const bites = Object.fromEntries(
      inGroup('spanish_bites').map((item) => [item.key, [item.ages, item.weekdays, item.start, item.end]]),
    );
    expect(bites).toEqual({
      parakeet_nest: [[6, 9], ['wed'], '15:30', '17:00'],
      amazon_trail: [[10, 13], ['thu'], '15:30', '17:00'],
      condor_assent: [[14, 18], ['tue'], '15:30', '17:00'],
      jaguar_circle: [[9, 18], ['fri'], '09:00', '12:30'],
    });
  });

  it('places classes: Catalyst for grades 3 and 4 and the Learning Nest, Academic Advantage for the rest of Jr High and High School', () => {
    for (const item of [...inGroup('jr_high'), ...inGroup('high_school')]) {
      expect(item.location, item.key).toBe(item.key.startsWith('learning_nest') ? 'Catalyst' : 'Academic Advantage');
    }
    for (const item of inGroup('elementary').filter((c) => c.grades.some((grade) => grade === 3 || grade === 4))) {
      expect(item.location, item.key).toBe('Catalyst');
    }
    const elementaryPlaces = new Set(inGroup('elementary').map((item) => item.location));
    expect(elementaryPlaces).toEqual(new Set(['Catalyst', 'Academic Advantage']));
    for (const item of inGroup('spanish_bites')) expect(item.location).toBe('Academic Advantage');
  });

  // Each location has several rooms, so two groups of children may meet there at once; one grade's classes at one
  // place never clash, since a student may want both.
  it('never has two classes of one group for the same grade at one place at the same time', () => {
    for (const a of catalog.classes) {
      for (const b of catalog.classes) {
        if (a.key >= b.key || a.group !== b.group || a.location !== b.location) continue;
        if (!a.grades.some((grade) => b.grades.includes(grade))) continue;
        const sameDay = a.weekdays.some((day) => b.weekdays.includes(day));
        const overlap = minutes(a.start) < minutes(b.end) && minutes(b.start) < minutes(a.end);
        expect(sameDay && overlap, `${a.key} and ${b.key}`).toBe(false);
      }
    }
  });

  it('names only the locations that content/site.json describes', async () => {
    const site = (await import(path.join(loadConfig({}).contentDir, 'site.json'))) as {
      locations?: Array<{ name: string }>;
    };
    const known = new Set((site.locations ?? []).map((location) => location.name));
    for (const item of catalog.classes) expect(known.has(item.location), item.key).toBe(true);
  });

  it('sets the 2026–27 school year with breaks inside it, each containing school days', () => {
    const { start, end, breaks } = catalog.schoolYear;
    expect(start.startsWith('2026-')).toBe(true);
    expect(end.startsWith('2027-')).toBe(true);
    expect(breaks.map((pause) => pause.name)).toEqual(
      expect.arrayContaining(['Thanksgiving Break', 'Winter Break', 'Spring Break']),
    );
    for (const pause of breaks) {
      expect(pause.start >= start && pause.end <= end, pause.name).toBe(true);
      expect(
        [...datesBetween(pause.start, pause.end)].some((date) => !['sat', 'sun'].includes(weekdayOf(date))),
        pause.name,
      ).toBe(true);
    }
  });
});

describe('parseCatalog', () => {
  const valid = () => JSON.parse(JSON.stringify(catalog));

  it('accepts the file as it is', () => {
    expect(parseCatalog(valid())).toEqual(catalog);
  });

  it.each([
    [
      'an unknown group',
      (c: any) => (c.classes[0].group = 'college'),
      /classes\[0\]\.group "college" is not one of the groups/,
    ],
    ['a repeated key', (c: any) => (c.classes[1].key = c.classes[0].key), /has the key "reading_1st" twice/],
    ['a bad time', (c: any) => (c.classes[2].start = '8am'), /classes\[2\]\.start must be a time HH:MM/],
    ['an end before the start', (c: any) => (c.classes[3].end = '07:00'), /classes\[3\] must end after it starts/],
    [
      'an unknown weekday',
      (c: any) => (c.classes[4].weekdays = ['tuesday']),
      /classes\[4\]\.weekdays\[0\] must be one of/,
    ],
    ['an impossible date', (c: any) => (c.schoolYear.start = '2026-02-30'), /schoolYear\.start must be a date/],
    [
      'a break ending before it starts',
      (c: any) => (c.schoolYear.breaks[0].end = '2026-01-01'),
      /schoolYear\.breaks\[0\] ends before it starts/,
    ],
    [
      'an unknown time zone',
      (c: any) => (c.timeZone = 'Ozark/Rogers'),
      /timeZone "Ozark\/Rogers" is not a known time zone/,
    ],
    [
      'grades out of order',
      (c: any) => (c.classes[5].grades = [3, 2]),
      /classes\[5\]\.grades must be in increasing order/,
    ],
    [
      'a class without seats',
      (c: any) => delete c.classes[6].seats,
      /classes\[6\]\.seats must be a whole number of at least 1/,
    ],
    [
      'a class of no seats',
      (c: any) => (c.classes[7].seats = 0),
      /classes\[7\]\.seats must be a whole number of at least 1/,
    ],
    [
      'a prerequisite naming no class of the file',
      (c: any) => (c.classes[0].requires = [{ anyOf: ['algebra_one'] }]),
      /class "reading_1st" requires "algebra_one", which is not a class of the catalog/,
    ],
    [
      'a prerequisite naming the class itself',
      (c: any) => (c.classes[0].requires = [{ anyOf: ['reading_1st'] }]),
      /classes\[0\]\.requires\[0\]\.anyOf\[0\] names the class itself/,
    ],
    [
      'a prerequisite taken at the same time by a word',
      (c: any) => (c.classes[0].requires = [{ anyOf: ['math_1st'], sameTime: 'yes' }]),
      /classes\[0\]\.requires\[0\]\.sameTime must be true or false/,
    ],
  ])('refuses %s, naming the place', (_what, spoil, message) => {
    const broken = valid();
    spoil(broken);
    expect(() => parseCatalog(broken)).toThrow(message);
  });
});
