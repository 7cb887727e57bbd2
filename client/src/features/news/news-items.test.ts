import { describe, expect, it } from 'vitest';
import images from '../../../../content/images.json';
import { inBoardOrder, isExternalLink, newsItems, shownNewsItems, type NewsItem } from './news-items';
import { isShownOn } from './news-visibility';

// content/news.json is cast to its type when imported; this holds it to that type.
describe('content/news.json', () => {
  const isoDate = /^\d{4}-\d{2}-\d{2}$/;

  it('gives every item a unique id, a type, a date, a title, an excerpt and well-formed optional fields', () => {
    const ids = new Set<string>();
    for (const item of newsItems()) {
      expect(item.id).toMatch(/^[a-z0-9-]+$/);
      expect(ids.has(item.id)).toBe(false);
      ids.add(item.id);
      expect(['news', 'event']).toContain(item.type);
      expect(item.date).toMatch(isoDate);
      expect(item.title.trim()).not.toBe('');
      expect(item.excerpt.trim()).not.toBe('');
      expect(typeof item.featured).toBe('boolean');
      if (item.display_after !== undefined) expect(item.display_after).toMatch(isoDate);
      if (item.display_until !== undefined) expect(item.display_until).toMatch(isoDate);
      if (item.image !== undefined) expect(Object.keys(images)).toContain(item.image);
      if (item.link !== undefined) expect(isExternalLink(item.link) || item.link.startsWith('/')).toBe(true);
    }
  });
});

describe('shownNewsItems', () => {
  it('keeps the file order and drops what is outside its window', () => {
    for (const today of ['2025-01-01', '2026-11-22', '2027-02-01', '2030-06-30']) {
      const shown = new Set(shownNewsItems(today));
      for (const item of newsItems()) expect(shown.has(item)).toBe(isShownOn(item, today));
      expect([...shown]).toEqual(newsItems().filter((item) => shown.has(item)));
    }
  });
});

describe('inBoardOrder', () => {
  const item = (id: string, type: NewsItem['type'], date: string): NewsItem => ({
    id,
    type,
    date,
    title: id,
    excerpt: id,
    featured: false,
  });

  it('puts upcoming events first, soonest first, then news and past events, newest first', () => {
    const items = [
      item('enrollment-news', 'news', '2026-11-02'),
      item('showcase', 'event', '2026-12-10'),
      item('science-night', 'event', '2026-12-04'),
      item('hour-of-code', 'event', '2026-12-08'),
      item('break-news', 'news', '2026-11-16'),
      item('harvest-day', 'event', '2026-10-23'),
      item('today-event', 'event', '2026-11-23'),
      item('future-news', 'news', '2027-01-10'),
      item('field-trip', 'event', '2027-02-12'),
    ];
    expect(inBoardOrder(items, '2026-11-23').map((entry) => entry.id)).toEqual([
      'today-event',
      'science-night',
      'hour-of-code',
      'showcase',
      'field-trip',
      'future-news',
      'break-news',
      'enrollment-news',
      'harvest-day',
    ]);
  });

  it('keeps the file order for items on the same day, and leaves its input alone', () => {
    const items = [
      item('b', 'news', '2026-11-02'),
      item('a', 'news', '2026-11-02'),
      item('d', 'event', '2026-12-01'),
      item('c', 'event', '2026-12-01'),
    ];
    const copy = [...items];
    expect(inBoardOrder(items, '2026-11-23').map((entry) => entry.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(items).toEqual(copy);
  });

  it('shows every item it is given, once', () => {
    const ordered = inBoardOrder(newsItems(), '2026-11-23');
    expect(new Set(ordered)).toEqual(new Set(newsItems()));
    expect(ordered).toHaveLength(newsItems().length);
  });
});

describe('isExternalLink', () => {
  it('is false for paths on this site only: an address that only looks like a path is another host', () => {
    expect(isExternalLink('https://code.org/')).toBe(true);
    expect(isExternalLink('HTTP://example.org')).toBe(true);
    expect(isExternalLink('//evil.example/x')).toBe(true);
    expect(isExternalLink('/\\evil.example/x')).toBe(true);
    expect(isExternalLink('/enrollment')).toBe(false);
  });
});
