export type ClassGroup<Item> = { key: string; title: string; classes: Item[] };

/**
 * Classes under their groups, as the server lists them: group by group, in the order the enrollment form shows
 * them, each group headed as the form heads it.
 */
export function groupClasses<Item extends { group: string; groupTitle: string }>(
  classes: readonly Item[],
): ClassGroup<Item>[] {
  const groups: ClassGroup<Item>[] = [];
  for (const item of classes) {
    const last = groups.at(-1);
    if (last?.key === item.group) last.classes.push(item);
    else groups.push({ key: item.group, title: item.groupTitle, classes: [item] });
  }
  return groups;
}
