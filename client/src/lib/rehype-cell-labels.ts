import type { Element, ElementContent, Root } from 'hast';

// The stylesheet shows the label only where the table stacks (page-layout.css).
const CELL_LABEL_CLASS = 'cell-label';
const CELL_VALUE_CLASS = 'cell-value';

// Each table element states its role: where the stylesheet changes a table's
// display for narrow screens, some browsers (Safari among them) otherwise stop
// exposing it as a table to screen readers.
const tableRoles: Record<string, string> = {
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tfoot: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

const childElements = (node: Element, tagName?: string): Element[] =>
  node.children.filter(
    (child): child is Element => child.type === 'element' && (!tagName || child.tagName === tagName),
  );

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function labelTable(table: Element): void {
  const headerRow = childElements(table, 'thead').flatMap((head) => childElements(head, 'tr'))[0];
  const headers = headerRow ? childElements(headerRow).map((cell) => textOf(cell).trim()) : [];
  for (const body of childElements(table, 'tbody')) {
    for (const row of childElements(body, 'tr')) {
      childElements(row, 'td').forEach((cell, index) => {
        const label = headers[index];
        // The value gets its own box, so label and value can sit side by side.
        const value: Element = {
          type: 'element',
          tagName: 'span',
          properties: { className: [CELL_VALUE_CLASS] },
          children: cell.children,
        };
        // The label is for the eye only: a screen reader already announces the column header with the cell.
        cell.children = label
          ? [
              {
                type: 'element',
                tagName: 'span',
                properties: { className: [CELL_LABEL_CLASS], ariaHidden: 'true' },
                children: [{ type: 'text', value: label }],
              },
              value,
            ]
          : [value];
      });
    }
  }
}

function addTableRoles(node: Element): void {
  const role = tableRoles[node.tagName];
  if (role) node.properties = { ...node.properties, role };
  childElements(node).forEach(addTableRoles);
}

function walk(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'table') {
      labelTable(child);
      addTableRoles(child);
    } else {
      walk(child);
    }
  }
}

/**
 * A rehype plugin: on a phone a table's rows stack into blocks, so each body
 * cell carries its column's header text, which the stylesheet shows only in
 * that layout.
 */
export function rehypeCellLabels() {
  return (tree: Root) => walk(tree);
}
