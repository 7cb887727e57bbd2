import {
  classLabel,
  parseCatalog,
  parseScheduleChanges,
  ScheduleChangeError,
  type Catalog,
  type CatalogClass,
  type ScheduleChange,
  type SchoolYear,
} from '@coop/contract';

/**
 * The schedule editor's edits, as new texts of the two documents it saves: catalog.json and
 * schedule-changes.json. Each edit starts from the text last read from the server and changes only its own
 * fields, so what another editor added (a field this editor does not know) is kept. Each new text is checked
 * with the shared parser before it is sent, so the editor shows the server's message without a round trip.
 */

type RawClass = Record<string, unknown>;
type RawTerm = Record<string, unknown> & { classes: RawClass[] };
type RawCatalog = Record<string, unknown> & {
  classes: RawClass[];
  schoolYear: Record<string, unknown>;
  terms?: RawTerm[];
};

/** catalog.json as the file is laid out: two-space indents, one line per class. */
export function catalogDocumentText(raw: RawCatalog): string {
  const classes = raw.classes.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
  return `${JSON.stringify({ ...raw, classes: '@classes' }, null, 2).replace('"@classes"', `[\n${classes}\n  ]`)}\n`;
}

function checkedCatalog(raw: RawCatalog): string {
  parseCatalog(raw);
  return catalogDocumentText(raw);
}

export type ClassScheduleFields = Pick<CatalogClass, 'weekdays' | 'start' | 'end' | 'location' | 'prerequisites'>;

/**
 * The catalogue with one class's days, times, place and prerequisites changed, and its label written anew; the class
 * may be the school year's or a later term's.
 */
export function withClassSchedule(catalogText: string, classKey: string, fields: ClassScheduleFields): string {
  const raw = JSON.parse(catalogText) as RawCatalog;
  const changed = (classes: RawClass[]) =>
    classes.map((item) => {
      if (item.key !== classKey) return item;
      const edited = { ...item, ...fields } as unknown as CatalogClass;
      return { ...item, ...fields, label: classLabel(edited) };
    });
  const terms = raw.terms?.map((term) => ({ ...term, classes: changed(term.classes) }));
  return checkedCatalog({ ...raw, classes: changed(raw.classes), ...(terms && { terms }) });
}

/** The catalogue with one term's name, dates and breaks changed: the school year's (index 0) or a later term's. */
export function withTermDates(catalogText: string, index: number, dates: SchoolYear): string {
  const raw = JSON.parse(catalogText) as RawCatalog;
  if (index === 0) return checkedCatalog({ ...raw, schoolYear: { ...raw.schoolYear, ...dates } });
  const terms = (raw.terms ?? []).map((term, i) => (i === index - 1 ? { ...term, ...dates } : term));
  return checkedCatalog({ ...raw, terms });
}

function changesText(changes: readonly ScheduleChange[], catalog: Catalog): string {
  parseScheduleChanges(changes, catalog);
  return `${JSON.stringify(changes, null, 2)}\n`;
}

/** The changes with this one added, or put in place of the one with its id; soonest first. */
export function withChange(text: string, change: ScheduleChange, catalog: Catalog): string {
  const others = (JSON.parse(text) as ScheduleChange[]).filter((item) => item.id !== change.id);
  const changes = [...others, change].sort(
    (a, b) => a.date.localeCompare(b.date) || a.class_key.localeCompare(b.class_key),
  );
  return changesText(changes, catalog);
}

export function withoutChange(text: string, id: string, catalog: Catalog): string {
  return changesText(
    (JSON.parse(text) as ScheduleChange[]).filter((item) => item.id !== id),
    catalog,
  );
}

/** The form's field a parser message is about ("changes[2].location" → "location"), to mark it invalid. */
export function fieldOfProblem(error: unknown): string | undefined {
  return error instanceof ScheduleChangeError ? error.where.split('.').pop() : undefined;
}

/** What the change form holds: every field as typed, the empty ones left out of the change. */
export interface ChangeDraft {
  id?: string;
  class_key: string;
  date: string;
  kind: ScheduleChange['kind'];
  new_date: string;
  start: string;
  end: string;
  location: string;
  note: string;
}

export function changeFromDraft(draft: ChangeDraft, newId: string): ScheduleChange {
  const change: ScheduleChange = {
    id: draft.id ?? newId,
    class_key: draft.class_key,
    date: draft.date,
    kind: draft.kind,
  };
  const used = { cancelled: [], moved: ['new_date', 'start', 'end', 'location'], room: ['location'] } as const;
  for (const field of used[draft.kind]) if (draft[field].trim()) change[field] = draft[field].trim();
  if (draft.note.trim()) change.note = draft.note.trim();
  return change;
}

export function draftFromChange(change: ScheduleChange): ChangeDraft {
  return {
    id: change.id,
    class_key: change.class_key,
    date: change.date,
    kind: change.kind,
    new_date: change.new_date ?? '',
    start: change.start ?? '',
    end: change.end ?? '',
    location: change.location ?? '',
    note: change.note ?? '',
  };
}
