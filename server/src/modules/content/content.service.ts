/*
 * The site's editable content: GraphQL, REST and the content scripts call these; every permission check is here.
 * Public methods:
 *
 *   start(log): Promise<void>                       seeds missing documents from content/, loads, starts the poll
 *   stop(): Promise<void>
 *   snapshot(): ContentSnapshot                     every document as it stands, with the newest revision
 *   documents(): ContentDocuments                   every document as it stands (the pages are rendered from these)
 *   stored(key): StoredDocument | undefined         one document as it stands (GET /content/<key>)
 *   onChange(listener): void                        after every save here, and within a second of one elsewhere;
 *                                                   awaited before the save is answered
 *   onSave(listener): void                          inside each save's transaction here (not the import script's)
 *   document(ctx, key): Promise<StoredDocument>     staff who may edit it
 *   editableKeys(ctx): Promise<string[]>            signed in: [] for parents
 *   save(ctx, key, body, baseRevision): Promise<StoredDocument>     who may edit it; CONFLICT when stale
 *   restore(ctx, key, revision): Promise<StoredDocument>            who may edit it
 *   history(ctx, key, page): Promise<PageOf<ContentVersionRow>>     who may edit it, newest first
 *   changes(ctx, page): Promise<PageOf<ContentVersionRow>>          admin: every document, newest first
 *   importDocuments(documents): Promise<string[]>    the content:import script: changed files as new versions
 */
import type { EntityManager } from 'typeorm';
import {
  checkContentDocument,
  contentMessages,
  isContentKey,
  pageMessages,
  parseCatalog,
  type Catalog,
  type ContentDocuments,
} from '@coop/contract';
import { requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { parsePageSize } from '../../db/keyset-page';
import { findForUpdate } from '../../db/row-locks';
import { AppError } from '../../errors';
import type { PageOf } from '../../http/pages';
import { PollLoop } from '../../poll-loop';
import { ClassTeacher } from '../enrollment-office';
import type { RequestContext, User } from '../accounts';
import { ContentDocumentRow } from './content-document.entity';
import { checkTeacherChange, contentRights, mayEdit, requireEdit, type ContentRights } from './content-permissions';
import { ContentVersionRow, type ContentAction } from './content-version.entity';

export type StoredDocument = Pick<ContentDocumentRow, 'key' | 'body' | 'revision' | 'updatedAt' | 'updatedBy'>;

/** Every document at one moment: `revision` is the newest version's, `changedAt` when it was saved. */
export interface ContentSnapshot {
  documents: ContentDocuments;
  revision: number;
  changedAt: Date;
}

/** Awaited in turn before a save is answered: a long job (re-rendering pages) runs on without being awaited. */
export type ContentListener = (snapshot: ContentSnapshot) => void | Promise<void>;

/** One save of a document by someone, as the listeners told inside its transaction see it. */
export interface ContentSave {
  key: string;
  /** The version the document stood at before this save. */
  beforeRevision: number;
  after: StoredDocument;
}

/**
 * Told of each save inside its transaction, so what it writes commits or rolls back with the save; a failure
 * refuses the save.
 */
export type ContentSaveListener = (manager: EntityManager, save: ContentSave) => Promise<void>;

/** Who the versions made from the files under content/ are by. */
export const contentFilesAuthor = 'content/ files';

export interface ContentSettings {
  /** How often other instances' saves are looked for. */
  pollMs: number;
}

/** What tells a change apart: a version committed anywhere moves the count, even one with a lower id. */
interface Fingerprint {
  count: number;
  revision: number;
}

interface Author {
  id: string | null;
  name: string;
}

function cursorOf(revision: number): string {
  return Buffer.from(String(revision)).toString('base64url');
}

function revisionOfCursor(cursor: unknown): number | undefined {
  if (cursor === undefined || cursor === null || cursor === '') return undefined;
  const revision = Number(Buffer.from(String(cursor), 'base64url').toString());
  if (!Number.isInteger(revision) || revision < 1) throw new AppError('BAD_USER_INPUT', pageMessages.cursorInvalid, 'after');
  return revision;
}

const summaries: Record<ContentAction, (key: string, restored?: number) => string> = {
  import: (key) => `${key} read from the content/ files`,
  save: (key) => `${key} saved`,
  restore: (key, restored) => `${key} restored to revision ${restored}`,
};

export class ContentService {
  private rows = new Map<string, StoredDocument>();
  private current: ContentSnapshot = { documents: {}, revision: 0, changedAt: new Date(0) };
  private fingerprint: Fingerprint = { count: 0, revision: 0 };
  private parsedCatalog: { body: string; catalog: Catalog } | undefined;
  private readonly listeners: ContentListener[] = [];
  private readonly saveListeners: ContentSaveListener[] = [];
  private readonly poll: PollLoop;

  constructor(
    private readonly db: Database,
    private readonly files: () => ContentDocuments,
    settings: ContentSettings,
    private readonly log: (line: string) => void = console.log,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.poll = new PollLoop(() => this.refreshIfChanged(), settings.pollMs, (error) =>
      this.log(`Content: looking for changes failed: ${String(error)}`),
    );
  }

  /** Documents missing from the database are added from content/; those already there are left as they are. */
  async start(): Promise<void> {
    const added = await this.seed(this.files());
    if (added > 0) this.log(`Content: ${added} documents added from the content/ files.`);
    await this.reload();
    this.poll.start();
  }

  stop(): Promise<void> {
    return this.poll.stop();
  }

  snapshot(): ContentSnapshot {
    return this.current;
  }

  documents(): ContentDocuments {
    return this.current.documents;
  }

  stored(key: string): StoredDocument | undefined {
    return this.rows.get(key);
  }

  /** The catalog in force: the saved catalog.json, parsed once per text. */
  catalog(): Catalog {
    const body = this.current.documents['catalog.json'];
    if (this.parsedCatalog?.body !== body) this.parsedCatalog = { body, catalog: parseCatalog(JSON.parse(body)) };
    return this.parsedCatalog.catalog;
  }

  onChange(listener: ContentListener): void {
    this.listeners.push(listener);
  }

  onSave(listener: ContentSaveListener): void {
    this.saveListeners.push(listener);
  }

  async document(ctx: RequestContext, key: string): Promise<StoredDocument> {
    requireEdit(await this.rights(ctx), this.known(key));
    return this.rows.get(key)!;
  }

  async editableKeys(ctx: RequestContext): Promise<string[]> {
    const rights = await this.rights(ctx);
    return [...this.rows.keys()].filter((key) => mayEdit(rights, key));
  }

  async save(ctx: RequestContext, key: string, body: string, baseRevision: number): Promise<StoredDocument> {
    const rights = await this.rights(ctx);
    requireEdit(rights, this.known(key));
    return this.write(rights, ctx.user!, key, body, 'save', baseRevision);
  }

  async restore(ctx: RequestContext, key: string, revision: number): Promise<StoredDocument> {
    const rights = await this.rights(ctx);
    requireEdit(rights, this.known(key));
    const version = await this.db.manager.findOneBy(ContentVersionRow, { id: revision, key });
    if (!version) throw new AppError('NOT_FOUND', contentMessages.versionNotFound, 'revision');
    return this.write(rights, ctx.user!, key, version.body, 'restore', undefined, revision);
  }

  async history(
    ctx: RequestContext,
    key: string,
    page: { first?: unknown; after?: unknown },
  ): Promise<PageOf<ContentVersionRow>> {
    requireEdit(await this.rights(ctx), this.known(key));
    return this.versions(page, key);
  }

  async changes(ctx: RequestContext, page: { first?: unknown; after?: unknown }): Promise<PageOf<ContentVersionRow>> {
    requireUser(ctx, { roles: ['admin'] });
    return this.versions(page);
  }

  /**
   * The content:import script: each document whose file differs from the database is saved as a new version by
   * the content/ files, a document new in the files is added. Returns the keys changed.
   */
  async importDocuments(documents: ContentDocuments): Promise<string[]> {
    await this.reload();
    const changed = Object.keys(documents).filter((key) => this.rows.get(key)?.body !== documents[key]);
    // Every file is checked before any is written: one that does not parse leaves the database as it was.
    const catalogBody = documents['catalog.json'];
    if (catalogBody !== undefined) checkContentDocument('catalog.json', catalogBody, this.catalog());
    const catalog = catalogBody === undefined ? this.catalog() : parseCatalog(JSON.parse(catalogBody));
    for (const key of changed) checkContentDocument(key, documents[key], catalog);
    if (changed.length === 0) return [];
    await this.db.write(async (manager) => {
      for (const key of changed)
        await this.append(manager, key, documents[key], 'import', { id: null, name: contentFilesAuthor });
    });
    await this.changed();
    return changed;
  }

  /**
   * A change worked out from a document's current text by the server on someone's behalf (an uploaded picture
   * added to images.json): saved as theirs, and worked out again on the newer text when someone saved between.
   */
  async update(key: string, author: User, edit: (current: string) => string): Promise<void> {
    const rights = await this.rightsOf(author);
    for (;;) {
      const current = this.rows.get(this.known(key))!;
      try {
        await this.write(rights, author, key, edit(current.body), 'save', current.revision);
        return;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        await this.reload();
      }
    }
  }

  private known(key: string): string {
    if (!isContentKey(key) || !this.rows.has(key)) throw new AppError('NOT_FOUND', contentMessages.unknownKey, 'key');
    return key;
  }

  private async rights(ctx: RequestContext): Promise<ContentRights> {
    return this.rightsOf(requireUser(ctx));
  }

  private async rightsOf(user: User): Promise<ContentRights> {
    const classKeys =
      user.role === 'teacher'
        ? (await this.db.manager.findBy(ClassTeacher, { userId: user.id })).map((row) => row.classKey)
        : [];
    return contentRights(user, this.catalog(), classKeys);
  }

  private async write(
    rights: ContentRights,
    user: User,
    key: string,
    body: string,
    action: ContentAction,
    baseRevision?: number,
    restored?: number,
  ): Promise<StoredDocument> {
    try {
      checkContentDocument(key, body, this.catalog());
    } catch (error) {
      throw new AppError('BAD_USER_INPUT', (error as Error).message, 'body');
    }
    const saved = await this.db.write(async (manager) => {
      const row = await manager.findOne(ContentDocumentRow, { where: { key }, ...findForUpdate(manager) });
      if (!row) throw new AppError('NOT_FOUND', contentMessages.unknownKey, 'key');
      if (baseRevision !== undefined && row.revision !== baseRevision)
        throw new AppError('CONFLICT', contentMessages.conflict, 'baseRevision');
      checkTeacherChange(rights, key, row.body, body);
      const after = await this.append(manager, key, body, action, { id: user.id, name: user.name }, restored);
      for (const listener of this.saveListeners) await listener(manager, { key, beforeRevision: row.revision, after });
      return after;
    });
    await this.changed();
    return saved;
  }

  /** A new version of one document, which becomes its text; the document row is made when it is new. */
  private async append(
    manager: EntityManager,
    key: string,
    body: string,
    action: ContentAction,
    author: Author,
    restored?: number,
  ): Promise<StoredDocument> {
    const at = this.now();
    const version = await manager.save(
      manager.create(ContentVersionRow, {
        key,
        body,
        action,
        authorId: author.id,
        authorName: author.name,
        createdAt: at,
        summary: summaries[action](key, restored),
      }),
    );
    const document = { key, body, revision: version.id, updatedAt: at, updatedBy: author.name };
    await manager.upsert(ContentDocumentRow, document, ['key']);
    return document;
  }

  /**
   * Each missing document is inserted with revision 0, then given its first version only where this
   * transaction's insert is the one kept: another instance seeding at the same moment waits on the key and
   * then inserts nothing, so every document gets one first version between them.
   */
  private async seed(documents: ContentDocuments): Promise<number> {
    const keys = Object.keys(documents).sort();
    return this.db.write(async (manager) => {
      const present = new Set((await manager.find(ContentDocumentRow, { select: { key: true } })).map((r) => r.key));
      let added = 0;
      for (const key of keys) {
        if (present.has(key)) continue;
        await manager
          .createQueryBuilder()
          .insert()
          .into(ContentDocumentRow)
          .values({ key, body: documents[key], revision: 0, updatedAt: this.now(), updatedBy: contentFilesAuthor })
          .orIgnore()
          .execute();
        const row = await manager.findOneByOrFail(ContentDocumentRow, { key });
        if (row.revision !== 0) continue;
        await this.append(manager, key, documents[key], 'import', { id: null, name: contentFilesAuthor });
        added++;
      }
      return added;
    });
  }

  private async versions(
    page: { first?: unknown; after?: unknown },
    key?: string,
  ): Promise<PageOf<ContentVersionRow>> {
    const size = parsePageSize(page.first);
    const after = revisionOfCursor(page.after);
    const query = this.db.manager.createQueryBuilder(ContentVersionRow, 'version').orderBy('version.id', 'DESC');
    if (key) query.andWhere('version.key = :key', { key });
    if (after) query.andWhere('version.id < :after', { after });
    const rows = await query.take(size + 1).getMany();
    const hasNextPage = rows.length > size;
    const shown = rows.slice(0, size);
    const cursors = shown.map((row) => cursorOf(row.id));
    return { rows: shown, cursors, hasNextPage, endCursor: cursors.at(-1) ?? null };
  }

  private async readFingerprint(): Promise<Fingerprint & { changedAt: Date }> {
    const count = await this.db.manager.count(ContentVersionRow);
    const [last] = await this.db.manager.find(ContentVersionRow, {
      select: { id: true, createdAt: true },
      order: { id: 'DESC' },
      take: 1,
    });
    return { count, revision: last?.id ?? 0, changedAt: last?.createdAt ?? new Date(0) };
  }

  private async reload(): Promise<void> {
    const { count, revision, changedAt } = await this.readFingerprint();
    const rows = await this.db.manager.find(ContentDocumentRow, { order: { key: 'ASC' } });
    this.rows = new Map(rows.map((row) => [row.key, row]));
    this.fingerprint = { count, revision };
    this.current = {
      documents: Object.fromEntries(rows.map((row) => [row.key, row.body])),
      revision,
      changedAt,
    };
  }

  private async changed(): Promise<void> {
    await this.reload();
    for (const listener of this.listeners) {
      try {
        await listener(this.current);
      } catch (error) {
        this.log(`Content: a change listener failed: ${String(error)}`);
      }
    }
  }

  private async refreshIfChanged(): Promise<void> {
    const { count, revision } = await this.readFingerprint();
    if (count !== this.fingerprint.count || revision !== this.fingerprint.revision) await this.changed();
  }
}
