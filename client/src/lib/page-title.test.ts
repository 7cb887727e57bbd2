import { describe, expect, it } from 'vitest';
import { siteName } from '../config/site';
import { formatPageTitle } from './page-title';

describe('formatPageTitle', () => {
  it('puts the page before the site name', () => {
    expect(formatPageTitle('Our Classes')).toBe(`Our Classes | ${siteName()}`);
  });

  it('falls back to the site name alone', () => {
    expect(formatPageTitle()).toBe(siteName());
    expect(formatPageTitle('   ')).toBe(siteName());
  });
});
