import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../config/site';
import { formatPageTitle } from './page-title';

describe('formatPageTitle', () => {
  it('puts the page before the site name', () => {
    expect(formatPageTitle('Our Classes')).toBe(`Our Classes | ${SITE_NAME}`);
  });

  it('falls back to the site name alone', () => {
    expect(formatPageTitle()).toBe(SITE_NAME);
    expect(formatPageTitle('   ')).toBe(SITE_NAME);
  });
});
