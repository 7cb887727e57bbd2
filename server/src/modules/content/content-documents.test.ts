import {
  checkContentDocument,
  classPageSlugs,
  parseCatalog,
  parseNews,
  linkTargetMessage,
  parseSiteNotice,
  type ContentDocuments,
} from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { readContentFiles } from './content-files';

const documents: ContentDocuments = readContentFiles(loadConfig({}).contentDir);
const catalog = parseCatalog(JSON.parse(documents['catalog.json']));

const event = { id: 'a', type: 'event', date: '2027-01-15', title: 'Picnic', excerpt: 'Bring food.', featured: false };

describe("the documents' checks", () => {
  it('pass every document of content/ as it is', () => {
    expect(Object.keys(documents).length).toBeGreaterThan(30);
    for (const [key, body] of Object.entries(documents)) expect(() => checkContentDocument(key, body, catalog)).not.toThrow();
  });

  it('name the news field at fault', () => {
    expect(parseNews([event])).toEqual([event]);
    expect(() => parseNews([{ ...event, type: 'party' }])).toThrow('content/news.json: item 1 type must be "news" or "event"');
    expect(() => parseNews([{ ...event, featured: 'yes' }])).toThrow('content/news.json: item 1 featured must be true or false');
    expect(() => parseNews([event, event])).toThrow('content/news.json: item 2 id "a" is used twice');
    expect(() => parseNews([{ ...event, link: 'example.org' }])).toThrow(`item 1 link ${linkTargetMessage}`);
    const resources = (url: string) => JSON.stringify({ links: [{ name: 'N', url, description: 'D' }] });
    expect(() => checkContentDocument('resources.json', resources('//evil.example/x'), catalog)).toThrow(
      `content/resources.json: links 1 url ${linkTargetMessage}`,
    );
    expect(() => checkContentDocument('resources.json', resources('https://example.org'), catalog)).not.toThrow();
    // Paths that a browser would open on another host are not paths on this site.
    for (const link of ['//evil.example/x', '/\\evil.example/x', '/a\\b', 'https:///evil.example']) {
      expect(() => parseNews([{ ...event, link }])).toThrow(`item 1 link ${linkTargetMessage}`);
    }
    for (const link of ['/classes', 'https://example.org/x', 'HTTP://example.org']) {
      expect(parseNews([{ ...event, link }])[0].link).toBe(link);
    }
    expect(() => parseNews([{ ...event, display_after: '2027-02-01', display_until: '2027-01-01' }])).toThrow(
      'item 1 display_until must not be before display_after',
    );
    expect(() => parseNews({})).toThrow('content/news.json: the file must be a list of items');
  });

  it('take a notice with its expiry, or none', () => {
    expect(parseSiteNotice(null)).toBeNull();
    const notice = { text: 'Closed for snow', expires_at: '2027-01-10T12:00:00Z' };
    expect(parseSiteNotice(notice)).toEqual(notice);
    expect(() => parseSiteNotice({ ...notice, expires_at: 'tomorrow' })).toThrow(
      'content/notice.json: expires_at must be a date and time, got "tomorrow"',
    );
  });

  it('refuse text that is not JSON, naming the document', () => {
    expect(() => checkContentDocument('catalog.json', '{', catalog)).toThrow(/^content\/catalog\.json: the file is not valid JSON/);
    expect(() => checkContentDocument('teachers.json', '{}', catalog)).toThrow('content/teachers.json: the file must be a list');
    expect(() => checkContentDocument('schedule-changes.json', '{}', catalog)).toThrow(
      'content/schedule-changes.json: the document must be a list of changes',
    );
  });

  it('put each class on the pages a teacher of it may edit', () => {
    expect(classPageSlugs({ group: 'elementary', grades: [2, 3] })).toEqual(['grade2', 'grade3']);
    expect(classPageSlugs({ group: 'high_school', grades: [9, 10, 11, 12] })).toEqual(['grade9-12']);
    expect(classPageSlugs({ group: 'spanish_bites', grades: [4, 5] })).toEqual(['spanish-bites']);
    for (const item of catalog.classes)
      for (const slug of classPageSlugs(item)) {
        expect(documents[`classes/${slug}.md`], slug).toBeDefined();
        expect(documents[`grade-pages/${slug}.md`], slug).toBeDefined();
      }
  });
});
