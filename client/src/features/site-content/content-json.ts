/** A JSON document's text as the files under content/ are written: two-space indents and a final newline. */
export function contentJsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
