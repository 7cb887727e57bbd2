import type { CatalogClass, Term } from '@coop/contract';

/** A class offered to a child in the new term: the same class again, or the next level of one they took. */
export interface Proposal {
  classKey: string;
  /** The class of the term before it follows. */
  follows: string;
  kind: 'same' | 'next';
}

const sameAudience = (a: CatalogClass, b: CatalogClass) =>
  a.grades.join() === b.grades.join() && (a.ages ?? []).join() === (b.ages ?? []).join();

/**
 * For each class a child took in the term before, the new term's classes that follow it: the same class (same
 * subject for the same grades or ages) and its next level (same subject, starting at the grade after the last one
 * it taught), the next level first, since a year on most children move up. Each class is offered once.
 */
export function proposalsFor(taken: readonly CatalogClass[], term: Term): Proposal[] {
  const proposals: Proposal[] = [];
  const offered = new Set<string>();
  const offer = (item: CatalogClass | undefined, follows: string, kind: Proposal['kind']) => {
    if (!item || offered.has(item.key)) return;
    offered.add(item.key);
    proposals.push({ classKey: item.key, follows, kind });
  };
  for (const before of taken) {
    const subject = term.classes.filter((item) => item.subject === before.subject);
    const lastGrade = before.grades[before.grades.length - 1];
    offer(
      subject.find((item) => !before.ages && item.grades[0] === lastGrade + 1),
      before.key,
      'next',
    );
    offer(
      subject.find((item) => sameAudience(item, before)),
      before.key,
      'same',
    );
  }
  return proposals;
}
