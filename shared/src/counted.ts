/** "1 account", "3 accounts": a count with its noun, `many` given where the plural is not the noun and an s. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
