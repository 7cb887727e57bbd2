import type { CatalogGroup } from '@coop/contract';

export type ClassGroup<Item> = { key: string; title: string; classes: Item[] };

/**
 * Classes under the catalogue's groups, in the catalogue's order as the enrollment form shows them; a class whose
 * group the catalogue does not name (yet) gets a group of its own at the end rather than going missing.
 */
export function groupClasses<Item extends { group: string }>(
  classes: readonly Item[],
  groups: readonly CatalogGroup[],
): ClassGroup<Item>[] {
  const known = groups.map((group) => ({
    key: group.key,
    title: group.title,
    classes: classes.filter((item) => item.group === group.key),
  }));
  const unknownKeys = [...new Set(classes.map((item) => item.group))].filter(
    (key) => !groups.some((group) => group.key === key),
  );
  const unknown = unknownKeys.map((key) => ({
    key,
    title: key,
    classes: classes.filter((item) => item.group === key),
  }));
  return [...known, ...unknown].filter((group) => group.classes.length > 0);
}
