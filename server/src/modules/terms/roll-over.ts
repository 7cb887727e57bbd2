import {
  addDays,
  catalogTerms,
  termKey,
  type Catalog,
  type CatalogClass,
  type CatalogTerm,
  type Term,
} from '@coop/contract';

/** What the office gives to start a term from another: the new term's name and first day. */
export interface RollOverInput {
  from: string;
  name: string;
  start: string;
}

const keyLength = 64;

/** Days from one date to another, both YYYY-MM-DD. */
function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
}

/**
 * A class key for the new term: the class's own stem, without the term it was copied for, then the new term's key
 * ("reading_1st" → "reading_1st_fall_2027" → "reading_1st_spring_2028"), so keys stay readable and unique.
 */
function classKeyFor(key: string, from: Term, to: string): string {
  const suffix = (term: string) => `_${term.replace(/-/g, '_')}`;
  const stem = !from.first && key.endsWith(suffix(from.key)) ? key.slice(0, -suffix(from.key).length) : key;
  const tail = suffix(to);
  return `${stem.slice(0, keyLength - tail.length)}${tail}`;
}

/**
 * A copy of a term as the next one: its classes with their seats as the office set them, teachers, times and places,
 * new keys; its dates and breaks moved by the days between the two starts. It takes no enrollment until the office
 * gives it registration windows.
 */
export function rolledOverTerm(
  catalog: Catalog,
  input: RollOverInput,
  seatsOf: (classKey: string) => number | undefined,
): { term: CatalogTerm; keys: Map<string, string> } {
  const from = catalogTerms(catalog).find((term) => term.key === input.from)!;
  const key = termKey({ name: input.name });
  const shift = daysBetween(from.start, input.start);
  const keys = new Map(from.classes.map((item) => [item.key, classKeyFor(item.key, from, key)]));
  const copy = (item: CatalogClass): CatalogClass => ({
    ...item,
    key: keys.get(item.key)!,
    seats: seatsOf(item.key) || item.seats,
    ...(item.requires && {
      requires: item.requires.map((group) => ({
        ...group,
        // Taken in an earlier term or in the new one's copy: both count.
        anyOf: [...new Set(group.anyOf.flatMap((required) => [required, keys.get(required) ?? required]))],
      })),
    }),
  });
  return {
    term: {
      name: input.name.trim(),
      start: input.start,
      end: addDays(from.end, shift),
      breaks: from.breaks.map((item) => ({
        name: item.name,
        start: addDays(item.start, shift),
        end: addDays(item.end, shift),
      })),
      classes: from.classes.map(copy),
    },
    keys,
  };
}
