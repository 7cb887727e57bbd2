import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { indexedSearchLength, pageMessages, pageSize, searchMaxLength } from '@coop/contract';
import { AppError } from '../errors';
import type { Database } from './database';
import { PreparedRead } from './prepared-read';

export type SortDirection = 'ASC' | 'DESC';

/** One order a list can be read in, besides the id that breaks its ties. */
export interface SortKey {
  /** The property path ordered by, as the query builder names it ("file.uploadedAt"). */
  path: string;
  /** The output column holding its value, read raw for the cursor. */
  output: string;
  /** What its values are: a cursor carrying anything else is refused before the database sees it. */
  kind: 'time' | 'text' | 'number';
}

/** A list that can be read a page at a time. */
export interface KeysetList {
  alias: string;
  /** A fresh query with the columns, joins and conditions every page of the list has. */
  query(): SelectQueryBuilder<ObjectLiteral>;
  /** By sort name ("DATE", "NAME"); each is read ascending or descending. */
  sorts: Record<string, SortKey>;
  /**
   * Filters by name: the property path an equality filter compares, or, for a filter with a few fixed values,
   * the condition each value stands for (written into the statement, so never a caller's text).
   */
  filters: Record<string, string | { conditions: Record<string, string> }>;
  /** The text columns the search looks in, and the SQLite trigram table that holds them by id; none, no search. */
  search?: { paths: string[]; sqliteTable: string };
}

/** What a caller asks for; every part but the size is optional and checked here. */
export interface PageRequest {
  first?: unknown;
  after?: unknown;
  /** `${sort name}_${ASC|DESC}`, e.g. "DATE_DESC". */
  sort: string;
  filters?: Record<string, string | null | undefined>;
  search?: unknown;
}

export interface Page<Row> {
  rows: Row[];
  /** The cursor after each row, in the same order. */
  cursors: string[];
  hasNextPage: boolean;
  endCursor: string | null;
}

type CursorKey = string | number;

/** Reads the page size from either channel (GraphQL's Int or REST's text); absent means the default. */
export function parsePageSize(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return pageSize.default;
  const size = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > pageSize.max) {
    throw new AppError('BAD_USER_INPUT', pageMessages.sizeInvalid, 'first');
  }
  return size;
}

function parseSearch(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if ([...text].length > searchMaxLength) throw new AppError('BAD_USER_INPUT', pageMessages.searchTooLong, 'search');
  return text || undefined;
}

/** A timestamp as either engine hands it back raw: SQLite's UTC text, or ISO text made from PostgreSQL's Date. */
const timeKey = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?Z?$/;

function keyFits(kind: SortKey['kind'], key: unknown): key is CursorKey {
  if (kind === 'number') return typeof key === 'number' && Number.isFinite(key);
  return typeof key === 'string' && (kind === 'text' || timeKey.test(key));
}

/** A cursor is the sort it was made for and the last row's key and id, as base64url JSON: opaque to callers. */
function encodeCursor(sort: string, key: CursorKey, id: string): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

function decodeCursor(raw: unknown, sort: string, kind: SortKey['kind']): { key: CursorKey; id: string } {
  let parts: unknown;
  try {
    parts = typeof raw === 'string' ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : undefined;
  } catch {
    parts = undefined;
  }
  if (!Array.isArray(parts) || parts.length !== 3 || typeof parts[0] !== 'string' || typeof parts[2] !== 'string') {
    throw new AppError('BAD_USER_INPUT', pageMessages.cursorInvalid, 'after');
  }
  if (parts[0] !== sort) throw new AppError('BAD_USER_INPUT', pageMessages.cursorOtherSort, 'after');
  if (!keyFits(kind, parts[1])) throw new AppError('BAD_USER_INPUT', pageMessages.cursorInvalid, 'after');
  return { key: parts[1], id: parts[2] };
}

/** `%term%` for LIKE, the term's own wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Reads a list a page at a time by keyset: each page continues after the last row of the one before
 * (`(key, id) < (last key, last id)`), so a page costs the same wherever it is and rows added or
 * removed meanwhile never make a page skip or repeat one. One statement per page and no count:
 * one row more than asked tells whether another page follows. Each shape of request (sort, which
 * filters, search or not, first page or not) is one prepared statement, written on first use.
 */
export class KeysetPager<Row extends ObjectLiteral> {
  private readonly reads = new Map<string, PreparedRead<Row>>();
  private readonly postgres: boolean;

  constructor(
    private readonly db: Database,
    private readonly list: KeysetList,
  ) {
    this.postgres = db.source.driver.options.type === 'postgres';
  }

  /** The sort a request names, refused in the cursor's words when it is not one of this list's. */
  private sortOf(name: string): { key: SortKey; direction: SortDirection } {
    const cut = name.lastIndexOf('_');
    const key = this.list.sorts[name.slice(0, cut)];
    const direction = name.slice(cut + 1);
    if (!key || (direction !== 'ASC' && direction !== 'DESC')) throw new Error(`unknown sort ${name}`);
    return { key, direction };
  }

  async page(request: PageRequest, parameters: ObjectLiteral): Promise<Page<Row>> {
    const first = parsePageSize(request.first);
    const { key, direction } = this.sortOf(request.sort);
    const after =
      request.after === undefined || request.after === null
        ? undefined
        : decodeCursor(request.after, request.sort, key.kind);
    const search = parseSearch(request.search);
    if (search && !this.list.search) throw new Error('this list has no search');
    const filters = Object.entries(request.filters ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    const values: ObjectLiteral = { ...parameters, pageLimit: first + 1 };
    // A fixed filter's value picks its statement; an equality filter's value is a parameter of it.
    const filterShapes = filters.map(([name, value]) => {
      const filter = this.list.filters[name];
      if (typeof filter === 'string') {
        values[`filter_${name}`] = value;
        return name;
      }
      if (!Object.hasOwn(filter.conditions, value)) throw new Error(`unknown ${name} ${value}`);
      return `${name}=${value}`;
    });
    const searchMode = !search
      ? 'none'
      : this.postgres
        ? 'like'
        : [...search].length < indexedSearchLength
          ? 'like'
          : 'fts';
    if (search) {
      values.searchPattern = likePattern(search);
      values.searchMatch = `"${search.replace(/"/g, '""')}"`;
    }
    if (after) Object.assign(values, { afterKey: after.key, afterId: after.id });

    const shape = [request.sort, after ? 'after' : 'first', searchMode, ...[...filterShapes].sort()].join('|');
    let read = this.reads.get(shape);
    if (!read) {
      read = this.statement(key, direction, Boolean(after), searchMode, filters);
      this.reads.set(shape, read);
    }
    // The ORM writes numbers into SQLite's SQL text: a statement per page size and per size key would pile up.
    if (!this.postgres) {
      for (const name of ['pageLimit', 'afterKey']) {
        if (typeof values[name] === 'number') values[name] = BigInt(values[name]);
      }
    }
    const rows = await read.rows(values);
    const hasNextPage = rows.length > first;
    if (hasNextPage) rows.length = first;
    const cursors = rows.map((row) => {
      const raw = row[key.output];
      const value = raw instanceof Date ? raw.toISOString() : key.kind === 'number' ? Number(raw) : String(raw);
      return encodeCursor(request.sort, value, String(row.id));
    });
    return { rows, cursors, hasNextPage, endCursor: cursors.at(-1) ?? null };
  }

  private statement(
    key: SortKey,
    direction: SortDirection,
    after: boolean,
    searchMode: 'none' | 'like' | 'fts',
    filters: [name: string, value: string][],
  ): PreparedRead<Row> {
    const { alias } = this.list;
    const search = this.list.search!;
    const id = `${alias}.id`;
    let query = this.list.query();
    for (const [name, value] of [...filters].sort(([a], [b]) => a.localeCompare(b))) {
      const filter = this.list.filters[name];
      query = query.andWhere(typeof filter === 'string' ? `${filter} = :filter_${name}` : filter.conditions[value]);
    }
    if (searchMode === 'fts') {
      query = query.andWhere(
        `${id} IN (SELECT id FROM ${search.sqliteTable} WHERE ${search.sqliteTable} MATCH :searchMatch)`,
      );
    } else if (searchMode === 'like') {
      // PostgreSQL's ILIKE is what its trigram index serves; SQLite's LIKE ignores ASCII case already.
      const like = this.postgres ? 'ILIKE :searchPattern' : "LIKE :searchPattern ESCAPE '\\'";
      query = query.andWhere(`(${search.paths.map((path) => `${path} ${like}`).join(' OR ')})`);
    }
    if (after) query = query.andWhere(`(${key.path}, ${id}) ${direction === 'DESC' ? '<' : '>'} (:afterKey, :afterId)`);
    query = query.orderBy(key.path, direction).addOrderBy(id, direction);
    return new PreparedRead<Row>(this.db, query, ' LIMIT :pageLimit');
  }
}
