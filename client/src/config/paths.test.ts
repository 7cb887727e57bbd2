import { describe, expect, it } from 'vitest';
import { classPageSlugs, homeSections, paths } from './paths';

describe('paths', () => {
  it('points home sections at anchors on the home page', () => {
    expect(paths.homeSection.getHref(homeSections.about)).toBe('/#about');
    expect(paths.homeSection.getHref(homeSections.teacherSolicitation)).toBe('/#teacher-solicitation');
  });

  it('has one root-level route per class page, /grade1 to /spanish-bites', () => {
    expect(paths.classPage.paths).toEqual([
      '/grade1',
      '/grade2',
      '/grade3',
      '/grade4',
      '/grade5',
      '/grade6',
      '/grade7',
      '/grade8',
      '/grade9-12',
      '/spanish-bites',
    ]);
    expect(classPageSlugs.map(paths.classPage.getHref)).toEqual(paths.classPage.paths);
  });

  it('encodes the page to return to after login', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref('/secure/dashboard?tab=links')).toBe(
      '/login?redirectTo=%2Fsecure%2Fdashboard%3Ftab%3Dlinks',
    );
  });

  it('keeps every route path unique', () => {
    const all = Object.values(paths).flatMap((entry) =>
      'paths' in entry ? [...entry.paths] : 'path' in entry ? [entry.path] : [],
    );
    expect(new Set(all).size).toBe(all.length);
  });
});
