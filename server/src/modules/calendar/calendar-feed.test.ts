import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { datesBetween, weekdayOf, type Catalog } from '@coop/contract';
import { buildCalendarFeed } from './calendar-feed';
import { escapeText, foldLine } from './ical-text';
import { offsetMinutes, transitionsBetween, zonedTimeToUtc } from '../catalog';
import { readingCatalog, thanksgiving } from '../../test-support/calendar-catalog';
import { catalogOnDisk } from '../../test-support/content-on-disk';

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

interface Component {
  name: string;
  props: Property[];
  children: Component[];
}

/**
 * A strict reader of RFC 5545 documents: CRLF only, no physical line over 75
 * octets, every content line `NAME;PARAM=…:value`, BEGIN/END properly nested.
 */
function parseIcs(text: string): Component {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(/\r(?!\n)|(?<!\r)\n/.test(text)).toBe(false);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const root: Component = { name: '', props: [], children: [] };
  const stack = [root];
  const contentLine = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/;
  for (const line of logical) {
    const match = contentLine.exec(line);
    expect(match, `not a content line: ${line}`).not.toBeNull();
    const [, name, rawParams, value] = match!;
    const params = Object.fromEntries(
      rawParams
        .split(';')
        .filter(Boolean)
        .map((param) => param.split('=') as [string, string]),
    );
    const top = stack[stack.length - 1];
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name, `END:${value} closes ${top.name}`).toBe(value);
      stack.pop();
    } else {
      top.props.push({ name, params, value });
    }
  }
  expect(stack).toHaveLength(1);
  expect(root.children).toHaveLength(1);
  return root.children[0];
}

const prop = (component: Component, name: string) => component.props.find((p) => p.name === name);
const value = (component: Component, name: string) => prop(component, name)?.value;
const rrule = (event: Component) =>
  Object.fromEntries(
    value(event, 'RRULE')!
      .split(';')
      .map((part) => part.split('=')),
  );
const unescape = (text: string) => text.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');
const icsDate = (stamp: string) => `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;

// A label with the characters a feed must escape.
const fixture = readingCatalog({
  label: 'Reading (Grade 1) · Tue & Thu 8:00–9:00 AM · Catalyst, room 2; bring a book',
  breaks: [thanksgiving, { name: 'Winter Break', start: '2026-12-21', end: '2027-01-01' }],
});
const options = {
  siteName: 'Ozark Learning Hub',
  title: 'All classes',
  uidDomain: 'coop.example.org',
  stamp: new Date('2026-11-01T12:00:00Z'),
};

describe('time zones', () => {
  it("finds Chicago's daylight-saving changes of the school year", () => {
    const changes = transitionsBetween(Date.UTC(2026, 6, 1), Date.UTC(2027, 6, 1), 'America/Chicago');
    expect(changes.map((c) => [new Date(c.at).toISOString(), c.from, c.to])).toEqual([
      ['2026-11-01T07:00:00.000Z', -300, -360],
      ['2027-03-14T08:00:00.000Z', -360, -300],
    ]);
  });

  it('turns a Chicago wall-clock time into an instant on both sides of a change', () => {
    expect(new Date(zonedTimeToUtc('2026-10-01', '08:00', 'America/Chicago')).toISOString()).toBe(
      '2026-10-01T13:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-12-01', '08:00', 'America/Chicago')).toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(offsetMinutes(Date.UTC(2027, 0, 15), 'America/Chicago')).toBe(-360);
  });
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    for (const piece of folded) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
    expect(folded.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join('')).toBe(line);
    expect(folded.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
  });
});

describe('buildCalendarFeed', () => {
  const calendar = parseIcs(buildCalendarFeed(fixture, fixture.classes, [], options));
  const [event] = calendar.children.filter((c) => c.name === 'VEVENT');

  it('writes a calendar with its name and a VTIMEZONE for the zone it names', () => {
    expect(calendar.name).toBe('VCALENDAR');
    expect(value(calendar, 'VERSION')).toBe('2.0');
    expect(value(calendar, 'PRODID')).toBe('-//Ozark Learning Hub//Class schedule//EN');
    expect(value(calendar, 'X-WR-CALNAME')).toBe('Ozark Learning Hub: All classes');
    const zone = calendar.children.find((c) => c.name === 'VTIMEZONE')!;
    expect(value(zone, 'TZID')).toBe('America/Chicago');
    const observances = zone.children.map((c) => [
      c.name,
      value(c, 'DTSTART'),
      value(c, 'TZOFFSETFROM'),
      value(c, 'TZOFFSETTO'),
    ]);
    expect(observances).toEqual(
      expect.arrayContaining([
        ['STANDARD', '20260101T000000', '-0600', '-0600'],
        ['DAYLIGHT', '20260308T020000', '-0600', '-0500'],
        ['STANDARD', '20261101T020000', '-0500', '-0600'],
        ['DAYLIGHT', '20270314T020000', '-0600', '-0500'],
      ]),
    );
  });

  it("writes one weekly event per class from its first day to the year's last", () => {
    expect(value(event, 'UID')).toBe('reading_1st.2026-08-18@coop.example.org');
    expect(value(event, 'DTSTAMP')).toBe('20261101T120000Z');
    expect(prop(event, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'America/Chicago' },
      value: '20260818T080000',
    });
    expect(prop(event, 'DTEND')).toEqual({
      name: 'DTEND',
      params: { TZID: 'America/Chicago' },
      value: '20260818T090000',
    });
    // 14 May 2027, 23:59:59 in Chicago (CDT) is 04:59:59 the next day in UTC.
    expect(rrule(event)).toEqual({ FREQ: 'WEEKLY', WKST: 'SU', BYDAY: 'TU,TH', UNTIL: '20270515T045959Z' });
    expect(value(event, 'SUMMARY')).toBe('Reading (Grade 1)');
    expect(value(event, 'LOCATION')).toBe('Catalyst');
    expect(unescape(value(event, 'DESCRIPTION')!)).toBe(`${fixture.classes[0].label}\nGroup: Elementary`);
    expect(value(event, 'CATEGORIES')).toBe('Elementary');
  });

  it('excludes exactly the class days that fall in a break', () => {
    expect(prop(event, 'EXDATE')!.params).toEqual({ TZID: 'America/Chicago' });
    expect(value(event, 'EXDATE')!.split(',')).toEqual([
      '20261124T080000',
      '20261126T080000',
      '20261222T080000',
      '20261224T080000',
      '20261229T080000',
      '20261231T080000',
    ]);
  });
});

describe('GET /calendar.ics and /calendar/<group>.ics', () => {
  let app: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    app = await TestApp.start();
    catalog = catalogOnDisk(app.config.contentDir);
  });
  afterAll(() => app.stop());

  async function feed(path: string) {
    const response = await fetch(app.url + path);
    return { response, calendar: parseIcs(await response.text()) };
  }

  function checkEvents(calendar: Component, keys: string[]) {
    const events = calendar.children.filter((c) => c.name === 'VEVENT');
    expect(events.map((e) => value(e, 'UID')!.split('.')[0])).toEqual(keys);
    expect(new Set(events.map((e) => value(e, 'UID'))).size).toBe(keys.length);
    for (const event of events) {
      const item = catalog.classes.find((c) => value(event, 'UID')!.startsWith(`${c.key}.`))!;
      const start = prop(event, 'DTSTART')!;
      expect(start.params.TZID).toBe(catalog.timeZone);
      expect(start.value.slice(9, 13)).toBe(item.start.replace(':', ''));
      expect(value(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      const rule = rrule(event);
      expect(rule.FREQ).toBe('WEEKLY');
      expect(rule.UNTIL).toMatch(/^\d{8}T\d{6}Z$/);
      const days = rule.BYDAY.split(',');
      expect(days).toHaveLength(item.weekdays.length);
      expect(item.weekdays.map((day) => day.slice(0, 2).toUpperCase()).sort()).toEqual([...days].sort());
      expect(item.weekdays).toContain(weekdayOf(icsDate(start.value)));
      // Every excluded day is a class day inside a break, and every class day inside a break is excluded.
      const excluded = (value(event, 'EXDATE') ?? '').split(',').filter(Boolean).map(icsDate);
      const expected = catalog.schoolYear.breaks
        .flatMap((pause) => [...datesBetween(pause.start, pause.end)])
        .filter((date) => date >= icsDate(start.value) && item.weekdays.includes(weekdayOf(date)));
      expect(excluded).toEqual([...new Set(expected)].sort());
    }
  }

  it('serves every class as text/calendar', async () => {
    const { response, calendar } = await feed('/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('.ics');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    checkEvents(
      calendar,
      catalog.classes.map((c) => c.key),
    );
  });

  it("serves one feed per group with that group's classes", async () => {
    for (const group of catalog.groups) {
      const { response, calendar } = await feed(`/calendar/${group.key.replace(/_/g, '-')}.ics`);
      expect(response.status).toBe(200);
      expect(value(calendar, 'X-WR-CALNAME')).toContain(group.title);
      checkEvents(
        calendar,
        catalog.classes.filter((c) => c.group === group.key).map((c) => c.key),
      );
    }
  });

  it('answers 304 to a calendar app whose copy is current', async () => {
    const first = await fetch(`${app.url}/calendar/elementary.ics`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    // fetch() would add "Cache-Control: no-cache" to a conditional request (which rightly forces a 200); a calendar app does not.
    const revalidate = { 'if-none-match': etag!, 'cache-control': 'max-age=0' };
    const again = await fetch(`${app.url}/calendar/elementary.ics`, { headers: revalidate });
    expect(again.status).toBe(304);
    const other = await fetch(`${app.url}/calendar.ics`, { headers: revalidate });
    expect(other.status).toBe(200);
  });

  it('answers 404 for a group it does not have', async () => {
    for (const path of ['/calendar/college.ics', '/calendar/elementary.txt', '/calendar/jr_high.ics']) {
      expect((await fetch(app.url + path)).status).toBe(404);
    }
  });
});
