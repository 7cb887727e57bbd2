import { isIsoDate } from './catalog-dates';
import { isLinkTarget, linkTargetMessage } from './link-rules';
import { parseCatalog, type Catalog, type CatalogClass } from './catalog';
import { parseScheduleChanges } from './schedule-changes-parser';
import { contentJsonKeys, type SiteNotice } from './site-content';

/**
 * The checks a document passes before it is saved, written once for the server (which refuses a save that
 * fails them) and the editors (which show the same message next to the form). Each message names the
 * document and the field.
 */

/** The longest document the server keeps, in characters: far above any page the co-op writes. */
export const contentBodyMaxLength = 60_000;

export const contentMessages = {
  conflict:
    'Someone else saved this since you opened it. Your changes are still here: copy them, reload, and apply them again.',
  unknownKey: 'There is no such document',
  versionNotFound: 'There is no such version of this document',
  tooLong: `A document can be at most ${contentBodyMaxLength.toLocaleString('en-US')} characters`,
  newsRemoved: 'Teachers may add and edit news and events but not remove them; ask an administrator',
  scheduleChangeNotYours: 'Teachers may change only the schedules of classes they teach',
} as const;

export class ContentDocumentError extends Error {
  constructor(key: string, where: string, problem: string) {
    super(`content/${key}: ${where} ${problem}`);
    this.name = 'ContentDocumentError';
  }
}

type Checker = (where: string, problem: string) => never;

function checker(key: string): Checker {
  return (where, problem) => {
    throw new ContentDocumentError(key, where, problem);
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function parseJson(key: string, body: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new ContentDocumentError(key, 'the file', `is not valid JSON (${(error as Error).message})`);
  }
}

function requiredText(fail: Checker, value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) fail(where, 'must be a non-empty text');
  return value as string;
}

function optionalText(fail: Checker, value: unknown, where: string): string | undefined {
  return value === undefined ? undefined : requiredText(fail, value, where);
}

function isoDate(fail: Checker, value: unknown, where: string): string {
  const text = requiredText(fail, value, where);
  if (!isIsoDate(text)) fail(where, `must be a date YYYY-MM-DD, got "${text}"`);
  return text;
}

export const newsItemTypes = ['news', 'event'] as const;
export type NewsItemType = (typeof newsItemTypes)[number];

/** One entry of news.json: a news item or an event, shown on /news-events and, when featured, on the home page. */
export interface NewsItem {
  id: string;
  type: NewsItemType;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  excerpt: string;
  /** An image id from images.json. */
  image?: string;
  /** An external address (http/https) or a path on this site. */
  link?: string;
  featured: boolean;
  display_after?: string;
  display_until?: string;
}

export function parseNews(value: unknown): NewsItem[] {
  const fail = checker('news.json');
  if (!Array.isArray(value)) fail('the file', 'must be a list of items');
  const ids = new Set<string>();
  return (value as unknown[]).map((raw, i) => {
    const where = `item ${i + 1}`;
    if (!isRecord(raw)) fail(where, 'must be an object');
    const entry = raw as Record<string, unknown>;
    const id = requiredText(fail, entry.id, `${where} id`);
    if (ids.has(id)) fail(`${where} id`, `"${id}" is used twice`);
    ids.add(id);
    if (!newsItemTypes.includes(entry.type as NewsItemType)) fail(`${where} type`, 'must be "news" or "event"');
    if (typeof entry.featured !== 'boolean') fail(`${where} featured`, 'must be true or false');
    const item: NewsItem = {
      id,
      type: entry.type as NewsItemType,
      date: isoDate(fail, entry.date, `${where} date`),
      title: requiredText(fail, entry.title, `${where} title`),
      excerpt: requiredText(fail, entry.excerpt, `${where} excerpt`),
      featured: entry.featured as boolean,
    };
    const image = optionalText(fail, entry.image, `${where} image`);
    const link = optionalText(fail, entry.link, `${where} link`);
    if (link !== undefined && !isLinkTarget(link)) fail(`${where} link`, linkTargetMessage);
    const after =
      entry.display_after === undefined ? undefined : isoDate(fail, entry.display_after, `${where} display_after`);
    const until =
      entry.display_until === undefined ? undefined : isoDate(fail, entry.display_until, `${where} display_until`);
    if (after && until && until < after) fail(`${where} display_until`, 'must not be before display_after');
    return {
      ...item,
      ...(image === undefined ? {} : { image }),
      ...(link === undefined ? {} : { link }),
      ...(after === undefined ? {} : { display_after: after }),
      ...(until === undefined ? {} : { display_until: until }),
    };
  });
}

export function parseSiteNotice(value: unknown): SiteNotice | null {
  const fail = checker('notice.json');
  if (value === null) return null;
  if (!isRecord(value)) fail('the file', 'must be a notice or null');
  const notice = value as Record<string, unknown>;
  const text = requiredText(fail, notice.text, 'text');
  const expires = requiredText(fail, notice.expires_at, 'expires_at');
  if (!/^\d{4}-\d\d-\d\dT/.test(expires) || Number.isNaN(Date.parse(expires)))
    fail('expires_at', `must be a date and time, got "${expires}"`);
  return { text, expires_at: expires };
}

/** The parts of site.json the server reads: the co-op's name and how to reach it. */
export interface SiteDocument {
  name: string;
  contact: {
    email: string;
    phone: string;
    address: { street: string; city: string; state: string; postalCode: string };
  };
}

export function parseSiteDocument(value: unknown): SiteDocument {
  const fail = checker('site.json');
  if (!isRecord(value)) fail('the file', 'must be an object');
  const site = value as Record<string, unknown>;
  if (!isRecord(site.contact)) fail('contact', 'must be an object');
  const contact = site.contact as Record<string, unknown>;
  if (!isRecord(contact.address)) fail('contact.address', 'must be an object');
  const address = contact.address as Record<string, unknown>;
  const email = requiredText(fail, contact.email, 'contact.email');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('contact.email', `"${email}" is not an e-mail address`);
  return {
    name: requiredText(fail, site.name, 'name'),
    contact: {
      email,
      phone: requiredText(fail, contact.phone, 'contact.phone'),
      address: {
        street: requiredText(fail, address.street, 'contact.address.street'),
        city: requiredText(fail, address.city, 'contact.address.city'),
        state: requiredText(fail, address.state, 'contact.address.state'),
        postalCode: requiredText(fail, address.postalCode, 'contact.address.postalCode'),
      },
    },
  };
}

/** The top-level shape of the JSON documents without a parser of their own here. */
const shapes: Record<string, 'object' | 'list'> = {
  'home.json': 'object',
  'resources.json': 'object',
  'teachers.json': 'list',
  'images.json': 'object',
};

function checkShape(key: string, value: unknown): void {
  const shape = shapes[key];
  if (shape === 'list' && !Array.isArray(value)) checker(key)('the file', 'must be a list');
  if (shape === 'object' && !isRecord(value)) checker(key)('the file', 'must be an object');
}

/** Every resource's address (documents and links alike) by the rule news links follow. */
function checkResourceUrls(value: Record<string, unknown>): void {
  for (const [list, entries] of Object.entries(value)) {
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: unknown, i) => {
      if (isRecord(entry) && typeof entry.url === 'string' && !isLinkTarget(entry.url))
        checker('resources.json')(`${list} ${i + 1} url`, linkTargetMessage);
    });
  }
}

/**
 * Checks one document's text as it would be saved; throws a `ContentDocumentError` naming the field at fault.
 * Markdown must hold some text. The catalog, news, notice and site are checked field by field, the other JSON
 * documents for their top-level shape; schedule changes against `catalog`, the one in force.
 */
export function checkContentDocument(key: string, body: string, catalog: Catalog): void {
  if (body.length > contentBodyMaxLength) throw new ContentDocumentError(key, 'the file', 'is too long');
  if (!(contentJsonKeys as readonly string[]).includes(key)) {
    if (!body.trim()) throw new ContentDocumentError(key, 'the page', 'must not be empty');
    return;
  }
  const value = parseJson(key, body);
  if (key === 'catalog.json') parseCatalog(value);
  else if (key === 'news.json') parseNews(value);
  else if (key === 'notice.json') parseSiteNotice(value);
  else if (key === 'site.json') parseSiteDocument(value);
  else if (key === 'schedule-changes.json') parseScheduleChanges(value, catalog);
  else {
    checkShape(key, value);
    if (key === 'resources.json') checkResourceUrls(value as Record<string, unknown>);
  }
}

/**
 * The class pages a class is shown on, as slugs of `classes/<slug>.md` and `grade-pages/<slug>.md`: Spanish
 * Bites has its own page; other classes are on the page of each grade they take (grades 9 to 12 share one).
 */
export function classPageSlugs(item: Pick<CatalogClass, 'group' | 'grades'>): string[] {
  if (item.group === 'spanish_bites') return ['spanish-bites'];
  return [...new Set(item.grades.map((grade) => (grade >= 9 ? 'grade9-12' : `grade${grade}`)))];
}

/** The page keys a teacher of these classes may edit. */
export function classPageKeys(catalog: Catalog, classKeys: readonly string[]): string[] {
  const slugs = new Set(
    catalog.classes.filter((item) => classKeys.includes(item.key)).flatMap((item) => classPageSlugs(item)),
  );
  return [...slugs].flatMap((slug) => [`classes/${slug}.md`, `grade-pages/${slug}.md`]);
}
