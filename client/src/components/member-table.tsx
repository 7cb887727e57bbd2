import type { ReactNode } from 'react';
import type { useFocusAfterAction } from './use-focus-after-action';

/** Where a members' list keeps the keyboard's place among its rows after an action. */
export type RowFocus = ReturnType<typeof useFocusAfterAction<HTMLTableSectionElement>>['listProps'];

type MemberTableProps = {
  columns: string[];
  rows?: RowFocus;
  children: ReactNode;
} & ({ caption: string; labelledBy?: never } | { labelledBy: string; caption?: never });

/**
 * A members' table (files, trash, accounts) that scrolls sideways on phones, named by its own hidden caption or
 * by the heading above it. The scroll box is a named stop of its own, so a keyboard can scroll it even when no
 * row has a control.
 */
export function MemberTable({ columns, rows, children, caption, labelledBy }: MemberTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} aria-labelledby={labelledBy} tabIndex={0}>
      <table className="member-table">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...rows}>{children}</tbody>
      </table>
    </div>
  );
}
