import { cleanup, render as renderUi, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import grade3 from '../../../../../content/grade-pages/grade3.md?raw';
import highSchool from '../../../../../content/grade-pages/grade9-12.md?raw';
import spanishBites from '../../../../../content/grade-pages/spanish-bites.md?raw';
import { Markdown } from '../../../components/markdown';
import { classPagePieces } from '../class-page-pieces';
import { ClassPageText } from './class-page-text';

afterEach(cleanup);

/** The page's links are the router's. */
const render = (ui: ReactNode) => renderUi(ui, { wrapper: MemoryRouter });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.querySelector('.cell-value')?.textContent),
    )
    .filter((cells) => cells.length > 0);

describe('a class page', () => {
  it('shows the schedule from the catalogue under its Schedule heading, labelled for the phone layout', () => {
    render(<ClassPageText slug="grade3" content={{ html: renderToStaticMarkup(<Markdown source={grade3} />) }} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Class', 'Days and time', 'Location', 'Teacher']);
    expect(rowsOf(table)).toEqual([
      ['Math (Grades 2–3)', 'Tue & Thu 9:00–10:00 AM', 'Catalyst', 'Sarah Whitfield'],
      ['History & Language Arts (Grades 3–4)', 'Tue 10:00–11:30 AM', 'Catalyst', 'Rebecca Lindqvist'],
    ]);
    expect(within(table).getAllByRole('cell')[1].querySelector('.cell-label')?.textContent).toBe('Days and time');
    const heading = screen.getByRole('heading', { name: 'Schedule' });
    expect(heading.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Schedule' })).toHaveLength(1);
    // Under the table, the calendar narrowed to this page's classes.
    const calendar = screen.getByRole('link', { name: 'See Grade 3 classes on the calendar' });
    expect(calendar.getAttribute('href')).toBe('/?classes=grade3#calendar');
    expect(table.compareDocumentPosition(calendar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('ends How to enroll with the contact details of the site', () => {
    render(<ClassPageText slug="grade3" content={{ markdown: grade3 }} />);
    const line = screen.getByText(/^Questions\? E-mail us at/);
    expect(line.textContent).toBe('Questions? E-mail us at info@example.org or call (479) 555-0100.');
    expect(within(line).getByRole('link', { name: 'info@example.org' }).getAttribute('href')).toBe(
      'mailto:info@example.org',
    );
    expect(within(line).getByRole('link', { name: '(479) 555-0100' }).getAttribute('href')).toBe('tel:+14795550100');
  });

  it('adds the Prerequisite column where courses have one, and names Spanish Bites groups without the program', () => {
    render(<ClassPageText slug="grade9-12" content={{ markdown: highSchool }} />);
    expect(rowsOf(screen.getByRole('table'))).toContainEqual([
      'Physics (Grades 11–12)',
      'Mon & Wed 1:00–2:30 PM',
      'Academic Advantage',
      'Algebra 2 (may be taken at the same time)',
      'David Nguyen',
    ]);
    cleanup();
    render(<ClassPageText slug="spanish-bites" content={{ markdown: spanishBites }} />);
    expect(rowsOf(screen.getByRole('table'))).toContainEqual([
      'Jaguar Circle (Ages 9–18)',
      'Fri 9:00 AM–12:30 PM',
      'Academic Advantage',
      'Maria Delgado',
    ]);
  });
});

describe('classPagePieces', () => {
  it('puts the table under the Schedule heading and the contact line before the section after How to enroll', () => {
    const pieces = classPagePieces({
      markdown: 'Intro\n\n## Schedule\n\nWeekly.\n\n## How to enroll\n\n1. Apply\n\n## Helpful links\n\n- x\n',
    });
    expect(pieces).toEqual([
      { text: { markdown: 'Intro\n\n## Schedule' } },
      { insert: 'schedule' },
      { text: { markdown: '\n\nWeekly.\n\n## How to enroll\n\n1. Apply\n\n' } },
      { insert: 'contact' },
      { text: { markdown: '## Helpful links\n\n- x\n' } },
    ]);
  });

  it('gives a page without those headings its own Schedule heading and the line at the end', () => {
    expect(classPagePieces({ html: '<p>Intro</p>' })).toEqual([
      { text: { html: '<p>Intro</p>' } },
      { insert: 'schedule', heading: 'Schedule' },
      { insert: 'contact' },
    ]);
  });
});
