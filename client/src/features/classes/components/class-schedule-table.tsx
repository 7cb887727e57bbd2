import type { ScheduleTable } from '../class-schedule';

/**
 * The schedule as the class pages' markdown tables used to show it (lib/rehype-cell-labels.ts): each table element
 * states its role, and each cell carries its column's name, which the stylesheet shows where rows stack on a phone.
 */
export function ClassScheduleTable({ table }: { table: ScheduleTable }) {
  return (
    <table role="table">
      <thead role="rowgroup">
        <tr role="row">
          {table.header.map((title) => (
            <th key={title} role="columnheader">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {table.rows.map((row) => (
          <tr key={row.key} role="row">
            {row.cells.map((cell, index) => (
              <td key={table.header[index]} role="cell">
                <span className="cell-label" aria-hidden="true">
                  {table.header[index]}
                </span>
                <span className="cell-value">{cell}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
