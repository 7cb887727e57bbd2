import type { CatalogClass } from "./catalog";

/** Who a class is for: "Grade 1", "Grades 9–12", or the ages of a Spanish Bites class. */
export function classAudience(item: Pick<CatalogClass, "grades" | "ages">): string {
  if (item.ages) return `Ages ${item.ages[0]}–${item.ages[1]}`;
  const first = item.grades[0];
  const last = item.grades[item.grades.length - 1];
  return first === last ? `Grade ${first}` : `Grades ${first}–${last}`;
}

/** The name of a class in calendars: "Reading (Grade 1)". The client's schedule writes the same. */
export function classTitle(item: Pick<CatalogClass, "subject" | "grades" | "ages">): string {
  return `${item.subject} (${classAudience(item)})`;
}
