/** What naming a class needs from the catalogue: its subject, and its grades or (Spanish Bites) ages. */
export interface NamedClass {
  subject: string;
  grades: readonly number[];
  /** The youngest and the oldest age, for a class given by age. */
  ages?: readonly number[];
}

/** Who a class is for: "Grade 1", "Grades 9–12", or the ages of a Spanish Bites class. */
export function classAudience(item: Pick<NamedClass, 'grades' | 'ages'>): string {
  if (item.ages) return `Ages ${item.ages[0]}–${item.ages[item.ages.length - 1]}`;
  const first = item.grades[0];
  const last = item.grades[item.grades.length - 1];
  return first === last ? `Grade ${first}` : `Grades ${first}–${last}`;
}

/** The name of a class in calendars: "Reading (Grade 1)". The client's schedule and the server's feeds and CSV use it. */
export function classTitle(item: NamedClass): string {
  return `${item.subject} (${classAudience(item)})`;
}
