import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentDocuments } from '@coop/contract';
import { readContentFiles } from '../content';
import { goLiveChecklist, isExampleHost } from './go-live-checklist';

const contentDir = path.resolve(__dirname, '../../../../content');

/** The content as shipped: every document. */
const shippedDocuments = (): ContentDocuments => readContentFiles(contentDir);

const edit = (text: string, change: (value: never) => unknown) =>
  JSON.stringify(change(JSON.parse(text) as never), null, 2);

describe('goLiveChecklist', () => {
  it('lists every placeholder of the content as shipped, with where to edit it', () => {
    const items = goLiveChecklist(shippedDocuments(), { siteUrl: 'https://coop.example.org' });
    expect(items.slice(0, 4)).toEqual([
      {
        what: 'The contact e-mail address',
        where: 'site.json: contact.email',
        value: 'info@example.org',
        editPath: '/secure/dashboard?tab=site&section=contact',
      },
      {
        what: 'The contact phone number',
        where: 'site.json: contact.phone',
        value: '(479) 555-0100',
        editPath: '/secure/dashboard?tab=site&section=contact',
      },
      {
        what: 'The postal address',
        where: 'site.json: contact.address.street',
        value: '123 Example Street',
        editPath: '/secure/dashboard?tab=site&section=contact',
      },
      {
        what: 'The resource link "Academic Advantage"',
        where: 'resources.json: links',
        value: 'https://example.org/academic-advantage',
        editPath: '/secure/dashboard?tab=site&section=resources&item=https%3A%2F%2Fexample.org%2Facademic-advantage',
      },
    ]);
    const teachers = items.filter((item) => item.what === 'An example teacher');
    expect(teachers).toHaveLength(8);
    expect(teachers).toContainEqual({
      what: 'An example teacher',
      where: 'teachers/maria-delgado.md',
      value: 'Maria Delgado',
      editPath: '/secure/dashboard?tab=site&section=pages&key=teachers%2Fmaria-delgado.md',
    });
    const news = items.filter((item) => item.what === 'An example news item');
    expect(news).toHaveLength(10);
    expect(news[0]).toEqual({
      what: 'An example news item',
      where: 'news.json: spring-enrollment-open',
      value: 'Spring 2027 enrollment is open',
      editPath: '/secure/dashboard?tab=site&section=news&item=spring-enrollment-open',
    });
    expect(items.at(-1)).toEqual({
      what: "The site's public address",
      where: 'the SITE_URL setting of the server',
      value: 'https://coop.example.org',
      editPath: '',
    });
  });

  it('is empty once every placeholder is replaced', () => {
    const documents = shippedDocuments();
    documents['site.json'] = edit(documents['site.json']!, (site: { contact: Record<string, unknown> }) => {
      site.contact = { email: 'hello@ozarkhub.org', phone: '(479) 555-2871', address: { street: '2 Main St' } };
      return site;
    });
    documents['resources.json'] = edit(documents['resources.json']!, (resources: { links: { url: string }[] }) => ({
      ...resources,
      links: resources.links.filter((link) => !link.url.includes('example.org')),
    }));
    documents['teachers.json'] = JSON.stringify([{ file: 'jo-real', sectionid: 'jo-real', photo: 'teacher-jo' }]);
    // The classes name the real teacher too, or the schedule would name teachers the site no longer has.
    documents['catalog.json'] = edit(documents['catalog.json'], (catalog: { classes: object[] }) => ({
      ...catalog,
      classes: catalog.classes.map((item) => ({ ...item, teachers: ['jo-real'] })),
    }));
    documents['news.json'] = edit(documents['news.json']!, (news: { id: string; title: string }[]) =>
      news.map((item, index) => (index === 0 ? { ...item, title: 'Our own words' } : { ...item, id: `real-${index}` })),
    );
    expect(goLiveChecklist(documents, { siteUrl: 'https://ozarkhub.org' })).toEqual([]);
  });

  it('still lists a placeholder left in one field while the others were replaced', () => {
    const documents = shippedDocuments();
    documents['site.json'] = edit(documents['site.json']!, (site: { contact: { email: string } }) => {
      site.contact.email = 'hello@ozarkhub.org';
      return site;
    });
    const contact = goLiveChecklist(documents, { siteUrl: 'https://ozarkhub.org' }).filter((item) =>
      item.where.startsWith('site.json'),
    );
    expect(contact.map((item) => item.value)).toEqual(['(479) 555-0100', '123 Example Street']);
  });

  it('lists a class page that no longer says when its classes meet, linked to that page', () => {
    const documents = shippedDocuments();
    documents['catalog.json'] = edit(
      documents['catalog.json'],
      (catalog: { classes: { key: string; weekdays: string[] }[] }) => ({
        ...catalog,
        classes: catalog.classes.map((item) => (item.key === 'reading_1st' ? { ...item, weekdays: ['mon'] } : item)),
      }),
    );
    const items = goLiveChecklist(documents, { siteUrl: 'https://ozarkhub.org' }).filter(
      (item) => item.what === 'A text that disagrees with the schedule',
    );
    expect(items.length).toBeGreaterThan(0);
    const page = items.find((item) => item.where === 'grade-pages/grade1.md');
    expect(page?.value).toMatch(/^grade-pages\/grade1\.md should say "/);
    expect(page?.editPath).toBe('/secure/dashboard?tab=site&section=pages&key=grade-pages%2Fgrade1.md');
  });

  it('reads a missing or broken document as nothing to list', () => {
    expect(goLiveChecklist({ 'site.json': '{ not json' }, { siteUrl: 'https://ozarkhub.org' })).toEqual([]);
  });
});

describe('isExampleHost', () => {
  it.each([
    ['coop.example.org', true],
    ['example.com', true],
    ['shop.test', true],
    ['localhost', true],
    ['ozarkhub.org', false],
    ['myexample.org', false],
  ])('%s → %s', (host, expected) => {
    expect(isExampleHost(host)).toBe(expected);
  });
});
