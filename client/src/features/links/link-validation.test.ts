import { describe, expect, it } from 'vitest';
import { linkMessages } from '@coop/contract';
import { validateLink } from './link-validation';

const valid = { title: 'Reading list', url: 'https://example.org/books', description: 'For grade 3' };

describe('validateLink', () => {
  it('accepts a complete link', () => {
    expect(validateLink(valid)).toEqual({});
    expect(validateLink({ ...valid, url: 'http://example.org' })).toEqual({});
  });

  it('asks for every field, ignoring surrounding spaces', () => {
    expect(validateLink({ title: '  ', url: '', description: '\t' })).toEqual({
      title: linkMessages.titleRequired,
      url: linkMessages.urlRequired,
      description: linkMessages.descriptionRequired,
    });
    expect(linkMessages.titleRequired).toBe('Title is required');
  });

  it.each([
    'not a url',
    'example.org',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.org',
    'mailto:a@b.co',
  ])('refuses %s as a web address', (url) => {
    expect(validateLink({ ...valid, url }).url).toBe(linkMessages.urlInvalid);
  });

  it('takes an address with spaces around it', () => {
    expect(validateLink({ ...valid, url: '  https://example.org  ' })).toEqual({});
  });
});
