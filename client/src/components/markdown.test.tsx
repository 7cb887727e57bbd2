import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const schedule = `
| Class | Days and *time* | Prerequisite |
|---|---|---|
| Algebra 2 | Mon & Wed | [Algebra 1](/grade8) |
| Biology | Mon & Wed | None |
`;

function renderTable(source: string): HTMLTableElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<Markdown source={source} />);
  const table = host.querySelector('table');
  if (!table) throw new Error('no table rendered');
  return table;
}

describe('Markdown tables', () => {
  it('gives each body cell its column header as a label hidden from screen readers', () => {
    const table = renderTable(schedule);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const label = cell.querySelector('.cell-label');
        expect(label?.getAttribute('aria-hidden')).toBe('true');
        expect(cell.firstChild).toBe(label);
        expect(cell.children).toHaveLength(2);
        return [label?.textContent, cell.textContent?.slice(label?.textContent?.length ?? 0)];
      }),
    );
    expect(rows).toEqual([
      [
        ['Class', 'Algebra 2'],
        ['Days and time', 'Mon & Wed'],
        ['Prerequisite', 'Algebra 1'],
      ],
      [
        ['Class', 'Biology'],
        ['Days and time', 'Mon & Wed'],
        ['Prerequisite', 'None'],
      ],
    ]);
    expect(table.querySelector('td a')?.getAttribute('href')).toBe('/grade8');
  });

  it('states the table roles, so a restyled table stays a table to screen readers', () => {
    const table = renderTable(schedule);
    expect(table.getAttribute('role')).toBe('table');
    expect([...table.querySelectorAll('thead, tbody')].map((group) => group.getAttribute('role'))).toEqual([
      'rowgroup',
      'rowgroup',
    ]);
    expect([...table.querySelectorAll('tr')].every((row) => row.getAttribute('role') === 'row')).toBe(true);
    expect([...table.querySelectorAll('th')].map((cell) => cell.getAttribute('role'))).toEqual([
      'columnheader',
      'columnheader',
      'columnheader',
    ]);
    expect([...table.querySelectorAll('td')].every((cell) => cell.getAttribute('role') === 'cell')).toBe(true);
  });

  it('leaves a cell without a header unlabelled', () => {
    const table = renderTable('| Class | |\n|---|---|\n| Art | extra |\n');
    const cells = [...table.querySelectorAll('td')];
    expect(cells[0].querySelector('.cell-label')?.textContent).toBe('Class');
    expect(cells[1].querySelector('.cell-label')).toBeNull();
    expect(cells[1].innerHTML).toBe('<span class="cell-value">extra</span>');
  });
});
