import { classTitle, type CatalogClass } from '@coop/contract';

/** `parent_email` → "Parent email". */
export function humanFieldName(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How administrators read a stored field's name. An enrollment stores each
 * chosen class under its catalog key (`math_2nd_3rd`); people know the class
 * by the name the catalog gives it ("Math (Grades 2–3)"), the same name the
 * calendars use. A key the catalog no longer holds falls back to its words.
 */
export class FieldLabels {
  private readonly classTitles: ReadonlyMap<string, string>;

  constructor(classes: readonly CatalogClass[]) {
    this.classTitles = new Map(classes.map((item) => [item.key, classTitle(item)]));
  }

  /** The label the Submissions tab shows beside a value. */
  label(name: string): string {
    return this.classTitles.get(name) ?? humanFieldName(name);
  }

  /** A CSV column's heading: a class by its name; the forms' own fields keep the names they are posted under. */
  csvHeading(name: string): string {
    return this.classTitles.get(name) ?? name;
  }
}
