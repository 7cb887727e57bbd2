import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { classDescriptionUrl, classList, classPageUrl } from './class-list';

describe('classList', () => {
  it('holds the 10 cards, grades 1 to 8, 9-12, Spanish Bites, with their exact titles', () => {
    expect(classList.map((entry) => [paths.classPage.getHref(entry.slug), entry.title])).toEqual([
      ['/grade1', 'Grade 1 (Multiple locations)'],
      ['/grade2', 'Grade 2 (Multiple locations)'],
      ['/grade3', 'Grade 3 (Catalyst location)'],
      ['/grade4', 'Grade 4 (Catalyst location)'],
      ['/grade5', 'Grade 5 (Multiple locations)'],
      ['/grade6', 'Grade 6 (Multiple locations)'],
      ['/grade7', 'Grade 7 (Multiple locations)'],
      ['/grade8', 'Grade 8 (Multiple locations)'],
      ['/grade9-12', 'Grade 9th - 12th High School (Multiple locations)'],
      ['/spanish-bites', 'Spanish Bites (Academic Advantage)'],
    ]);
  });

  it('reads descriptions from /content/classes and pages from /content/grade-pages', () => {
    expect(classList.map((entry) => classDescriptionUrl(entry.slug))).toEqual([
      '/content/classes/grade1.md',
      '/content/classes/grade2.md',
      '/content/classes/grade3.md',
      '/content/classes/grade4.md',
      '/content/classes/grade5.md',
      '/content/classes/grade6.md',
      '/content/classes/grade7.md',
      '/content/classes/grade8.md',
      '/content/classes/grade9-12.md',
      '/content/classes/spanish-bites.md',
    ]);
    expect(classPageUrl('grade9-12')).toBe('/content/grade-pages/grade9-12.md');
  });
});
