import { expect, it } from 'vitest';
import fileText from '../../../../content/news.json?raw';
import {
  emptyNewsValues,
  newNewsItemId,
  newsDocumentText,
  newsItemOf,
  newsValuesOf,
  parseNewsDocument,
  validateNewsValues,
  withNewsItem,
  withoutNewsItem,
} from './news-document';
import { siteContentUiMessages as messages } from './site-content-ui-messages';

it('writes the news file back byte for byte when every item goes through the form unchanged', () => {
  const items = parseNewsDocument(fileText);
  const again = items.map((item) => newsItemOf(newsValuesOf(item), item.id));
  expect(newsDocumentText(again)).toBe(fileText);
});

it('writes a new featured event first, with every field in the file order and no empty optional field', () => {
  const items = parseNewsDocument(fileText);
  const values = {
    ...emptyNewsValues('2026-11-26'),
    type: 'event' as const,
    date: '2027-01-15',
    title: '  Spring Kick-off Picnic! ',
    excerpt: 'Bring a blanket.',
    image: 'news-picnic',
    featured: true,
    display_until: '2027-01-16',
  };
  const item = newsItemOf(values, newNewsItemId(values.title, items));
  const text = newsDocumentText(withNewsItem(items, item));
  const written = parseNewsDocument(text);
  expect(written).toHaveLength(items.length + 1);
  expect(Object.keys(written[0])).toEqual([
    'id',
    'type',
    'date',
    'title',
    'excerpt',
    'image',
    'featured',
    'display_until',
  ]);
  expect(written[0]).toMatchObject({ id: 'spring-kick-off-picnic', title: 'Spring Kick-off Picnic!', featured: true });
  expect(text.endsWith('}\n]\n')).toBe(true);
});

it('replaces an edited item in its place and removes one by id', () => {
  const items = parseNewsDocument(fileText);
  const second = items[1];
  const edited = withNewsItem(items, { ...second, title: 'Renamed' });
  expect(edited.map((item) => item.id)).toEqual(items.map((item) => item.id));
  expect(edited[1].title).toBe('Renamed');
  expect(withoutNewsItem(items, second.id).map((item) => item.id)).not.toContain(second.id);
});

it('makes a new id unique among the ids there are', () => {
  const items = parseNewsDocument(fileText);
  const taken = { ...items[0], id: 'winter-showcase' };
  expect(newNewsItemId('Winter Showcase', [taken])).toBe('winter-showcase-2');
  expect(newNewsItemId('Winter Showcase', [taken, { ...taken, id: 'winter-showcase-2' }])).toBe('winter-showcase-3');
  expect(newNewsItemId('¡¡¡', [])).toBe('item');
});

it('names the field of each problem', () => {
  const errors = validateNewsValues({
    ...emptyNewsValues('2026-11-26'),
    date: '2026-02-30',
    link: 'javascript:alert(1)',
    display_after: '2026-12-10',
    display_until: '2026-12-01',
  });
  expect(errors).toEqual({
    date: messages.dateInvalid,
    title: messages.titleRequired,
    excerpt: messages.excerptRequired,
    link: messages.linkInvalid,
    display_until: messages.displayWindowReversed,
  });
  const fine = { ...emptyNewsValues('2026-11-26'), title: 'T', excerpt: 'E', link: '/enrollment' };
  expect(validateNewsValues(fine)).toEqual({});
  expect(validateNewsValues({ ...fine, link: 'https://example.org/x' })).toEqual({});
  expect(validateNewsValues({ ...fine, link: '//evil.example' }).link).toBe(messages.linkInvalid);
  expect(validateNewsValues({ ...fine, link: '/\\evil.example' }).link).toBe(messages.linkInvalid);
});
