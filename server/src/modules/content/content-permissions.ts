import { accountMessages, classPageKeys, contentMessages, type Catalog, type ScheduleChange } from '@coop/contract';
import { AppError } from '../../errors';
import type { User } from '../accounts';

/** What a signed-in account may change of the site, worked out once per request from its role and classes. */
export interface ContentRights {
  /** Administrators: every document, whole. */
  all: boolean;
  /** The documents a teacher may save, each under the rules of `checkTeacherChange`. */
  keys: ReadonlySet<string>;
  /** The classes a teacher teaches: the only ones whose schedule they may change. */
  classKeys: ReadonlySet<string>;
}

/** The documents teachers share: news and events, and one-off changes of their own classes. */
const teacherKeys = ['news.json', 'schedule-changes.json'];

export function contentRights(user: User, catalog: Catalog, classKeys: readonly string[]): ContentRights {
  if (user.role === 'admin') return { all: true, keys: new Set(), classKeys: new Set() };
  if (user.role !== 'teacher') return { all: false, keys: new Set(), classKeys: new Set() };
  return {
    all: false,
    keys: new Set([...teacherKeys, ...classPageKeys(catalog, classKeys)]),
    classKeys: new Set(classKeys),
  };
}

export function mayEdit(rights: ContentRights, key: string): boolean {
  return rights.all || rights.keys.has(key);
}

export function requireEdit(rights: ContentRights, key: string): void {
  if (!mayEdit(rights, key)) throw new AppError('FORBIDDEN', accountMessages.forbidden);
}

function byId<T extends { id: string }>(items: unknown): Map<string, T> {
  return new Map((Array.isArray(items) ? (items as T[]) : []).map((item) => [item?.id, item]));
}

/**
 * A teacher's save of a shared document, against the text it replaces: news items may be added and changed
 * but not removed; schedule changes may be added, changed or removed only for classes the teacher teaches.
 */
export function checkTeacherChange(rights: ContentRights, key: string, before: string, after: string): void {
  if (rights.all) return;
  if (key === 'news.json') {
    const kept = byId(JSON.parse(after));
    for (const id of byId(JSON.parse(before)).keys())
      if (!kept.has(id)) throw new AppError('FORBIDDEN', contentMessages.newsRemoved);
  }
  if (key === 'schedule-changes.json') {
    const old = byId<ScheduleChange>(JSON.parse(before));
    const now = byId<ScheduleChange>(JSON.parse(after));
    for (const id of new Set([...old.keys(), ...now.keys()])) {
      const was = old.get(id);
      const is = now.get(id);
      if (JSON.stringify(was) === JSON.stringify(is)) continue;
      for (const change of [was, is])
        if (change && !rights.classKeys.has(change.class_key))
          throw new AppError('FORBIDDEN', contentMessages.scheduleChangeNotYours);
    }
  }
}
