import { describe, expect, it } from 'vitest';
import { teacherName } from '@coop/contract';
import { bioUrls, parseTeacherList } from './teachers';

describe('teacherName', () => {
  it('derives the display name from the file name', () => {
    expect(teacherName('maria-delgado')).toBe('Maria Delgado');
    expect(teacherName('rebecca-lindqvist.md')).toBe('Rebecca Lindqvist');
  });
});

describe('bioUrls', () => {
  it('tries the file, then without the leading slash, then under the public prefix', () => {
    expect(bioUrls('maria-delgado')).toEqual([
      '/content/teachers/maria-delgado.md',
      'content/teachers/maria-delgado.md',
      '/public/content/teachers/maria-delgado.md',
    ]);
  });
});

describe('parseTeacherList', () => {
  it('reads each teacher with the name from the file', () => {
    expect(parseTeacherList([{ file: 'daniel-okafor', sectionid: 'daniel', photo: 'teacher-daniel-okafor' }])).toEqual([
      { file: 'daniel-okafor', sectionid: 'daniel', photo: 'teacher-daniel-okafor', name: 'Daniel Okafor' },
    ]);
  });

  it('refuses a list of the wrong shape', () => {
    expect(() => parseTeacherList({ file: 'x' })).toThrow('not an array');
    expect(() => parseTeacherList([{ file: 'x', photo: 'y' }])).toThrow('Teacher 1 needs file, sectionid and photo');
  });
});
