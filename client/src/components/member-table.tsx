import type { ReactNode } from 'react';
import type { useFocusAfterAction } from './use-focus-after-action';

/** Where a members' list keeps the keyboard's place among its rows after an action. */
export type RowFocus = ReturnType<typeof useFocusAfterAction<HTMLTableSectionElement>>['listProps'];

type MemberTableProps = {
  columns: readonly string[];
  rows?: RowFocus;
  children: ReactNode;
  /** Rows after the body, such as totals. */
  footer?: ReactNode;
  /** A class beside `member-table`, for a table laid out its own way. */
  className?: string;
} & ({ caption: string; labelledBy?: string } | { labelledBy: string; caption?: string });

/**
 * A members' table (files, trash, accounts) that scrolls sideways on phones, named by its own hidden caption or
 * by the heading above it. The scroll box is a named stop of its own, so a keyboard can scroll it even when no
 * row has a control.
 */
export function MemberTable({ columns, rows, children, footer, className, caption, labelledBy }: MemberTableProps) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={labelledBy ? undefined : caption}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <table className={className ? `member-table ${className}` : 'member-table'}>
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
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}
