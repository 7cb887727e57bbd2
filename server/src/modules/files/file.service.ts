import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { In } from 'typeorm';
import type { Allowance } from '../../auth/allowance';
import type { RequestContext, User } from '../accounts';
import type { Database } from '../../db/database';
import { listsChanged } from '../../db/list-versions';
import { AppError } from '../../errors';
import type { PageRequest } from '../../db/keyset-page';
import type { PageOf } from '../../http/pages';
import {
  audienceView,
  SharedItems,
  type AudienceChoice,
  type AudienceList,
  type ClassAudiences,
  type VisibleList,
  type VisiblePages,
  parseVisibility,
} from '../sharing';
import { TrashBin, TrashKind } from '../trash';
import type { UserDeletionStep } from '../users';
import { cleanFileName } from './file-name';
import type { FileStorage, ReceivedFile, UploadSource } from './file-storage';
import { fileTypes, fileMessages } from '@coop/contract';
import { SharedFile } from './file.entity';
import { FileSort, fileListing, fileUrl, type FileListing } from './file.listing';

type FileRow = Omit<FileListing, 'url' | 'audience'> & { audience: string | null };

export interface Download {
  file: SharedFile;
  bytes: Readable;
  /** As the store counts them: what the stream will deliver, should the row ever disagree. */
  size: number;
}

function tooManyUploads(): AppError {
  return new AppError('TOO_MANY_REQUESTS', fileMessages.tooManyUploads);
}

export class FileService {
  /** The sharing rules files share with links. */
  private readonly shared: SharedItems<SharedFile>;
  /** One statement with the uploaders' names, for the caller's visible set. */
  private readonly listing: VisibleList<FileRow>;
  /** The same, a page at a time, sorted, filtered and searched. */
  private readonly pages: VisiblePages<FileRow>;
  /** The files of some classes and grades, for their families. */
  private readonly audienceFiles: AudienceList<FileRow>;
  /** Deleted files keep their row and bytes here until restored or purged. */
  readonly trashBin: TrashBin<SharedFile>;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    /** Upload attempts per account, both channels together. */
    private readonly uploads: Allowance,
    audiences: ClassAudiences,
  ) {
    this.trashBin = new TrashBin({
      kind: TrashKind.file,
      list: 'files',
      entity: SharedFile,
      ownerRelation: 'uploader',
      name: (file) => file.originalName,
      removeStored: async (files) => {
        for (const file of files) await this.storage.remove(file.storedId);
      },
    });
    this.shared = new SharedItems(
      db,
      {
        entity: SharedFile,
        alias: 'file',
        ownerRelation: 'uploader',
        sharedAt: 'uploadedAt',
        trash: this.trashBin,
        messages: {
          noToken: fileMessages.noToken,
          notFound: fileMessages.notFound,
          idRequired: fileMessages.fileIdRequired,
        },
        idField: 'file_id',
      },
      audiences,
    );
    const columns = {
      select: {
        id: 'file.id',
        original_name: 'file.originalName',
        size: 'file.size',
        visibility: 'file.visibility',
        audience: 'file.audience',
        uploaded_at: 'file.uploadedAt',
        uploader_name: 'uploader.name',
      },
      time: 'uploaded_at',
    } as const;
    this.listing = this.shared.visibleList<FileRow>(columns);
    this.pages = this.shared.visiblePages<FileRow>(columns, {
      sorts: {
        DATE: { path: 'file.uploadedAt', output: 'uploaded_at', kind: 'time' },
        NAME: { path: 'file.originalName', output: 'original_name', kind: 'text' },
        SIZE: { path: 'file.size', output: 'size', kind: 'number' },
      },
      filters: { visibility: 'file.visibility' },
      search: { paths: ['file.originalName'], sqliteTable: 'files_search' },
    });
    this.audienceFiles = this.shared.audienceList<FileRow>(columns);
  }

  /** A row read raw becomes a listing; built field by field, so every row has one object shape. */
  private readonly listingOfRow = (row: FileRow): FileListing => ({
    id: row.id,
    original_name: row.original_name,
    size: Number(row.size),
    visibility: row.visibility,
    audience: audienceView(this.shared.audiences, row.audience),
    uploader_name: row.uploader_name,
    uploaded_at: row.uploaded_at,
    url: fileUrl(row.id),
  });

  /** Newest first, with the uploader's name. */
  async list(ctx: RequestContext): Promise<FileListing[]> {
    return (await this.listing.rows(this.shared.viewer(ctx))).map(this.listingOfRow);
  }

  /** The classes' and grades' audiences of the viewer's list, which its entity tag must tell apart. */
  listedAudiences(viewer: User): Promise<readonly string[]> {
    return this.shared.listedAudiences(viewer);
  }

  /** The live files shared with these classes and grades: the caller has settled that the viewer is in them. */
  async ofAudiences(audiences: readonly string[]): Promise<FileListing[]> {
    return (await this.audienceFiles.rows(audiences)).map(this.listingOfRow);
  }

  /** A page of what `list` answers, newest first unless another sort is asked for. */
  async page(ctx: RequestContext, request: Partial<PageRequest>): Promise<PageOf<FileListing>> {
    const page = await this.pages.page(this.shared.viewer(ctx), {
      ...request,
      sort: request.sort ?? FileSort.DATE_DESC,
    });
    return { ...page, rows: page.rows.map(this.listingOfRow) };
  }

  /**
   * Refuses early, before any byte is read, what `upload` would refuse anyway, and an account that
   * has used up its upload allowance. Counts nothing: `startUpload` does.
   */
  async assertCanUpload(ctx: RequestContext, rawVisibility?: unknown): Promise<void> {
    const user = this.uploader(ctx, rawVisibility);
    if (await this.uploads.usedUp(user.id)) throw tooManyUploads();
  }

  /**
   * The checks of `assertCanUpload`, then one upload counted against the account before its bytes
   * are read: attempts count, refused ones too, so that parallel requests cannot all slip under the
   * allowance and a stream of refused 50 MB bodies costs the sender as much as accepted ones
   * (docs/decisions/018-upload-allowance-and-early-refusal.md).
   */
  async startUpload(ctx: RequestContext, rawVisibility?: unknown): Promise<void> {
    const user = this.uploader(ctx, rawVisibility);
    if (!(await this.uploads.take(user.id)).allowed) throw tooManyUploads();
  }

  /** The caller, when they may upload at all and with this visibility. */
  private uploader(ctx: RequestContext, rawVisibility: unknown): User {
    const user = this.shared.sharer(ctx, fileMessages.uploadForbidden);
    if (rawVisibility !== undefined) parseVisibility(rawVisibility, user.role);
    return user;
  }

  receive(source: UploadSource): Promise<ReceivedFile> {
    return this.storage.receive({ ...source, filename: cleanFileName(source.filename) });
  }

  discard(received: ReceivedFile): Promise<void> {
    return this.storage.discard(received);
  }

  /**
   * Stores a received file: bytes renamed into storage, then the row. Whatever fails, nothing is left behind.
   * A class or grade, when chosen, is shared with instead of the visibility.
   */
  async upload(
    ctx: RequestContext,
    rawVisibility: unknown,
    received: ReceivedFile,
    choice: AudienceChoice = {},
  ): Promise<FileListing> {
    let storedId: string | undefined;
    try {
      const user = this.shared.sharer(ctx, fileMessages.uploadForbidden);
      const { visibility, audience } = await this.shared.place(user, rawVisibility, choice);
      storedId = await this.storage.keep(received);
      const file = this.db.manager.create(SharedFile, {
        id: randomUUID(),
        originalName: received.filename || `file.${fileTypes[received.type].extensions[0]}`,
        size: received.size,
        contentType: fileTypes[received.type].contentType,
        storedId,
        visibility,
        audience,
        uploaderId: user.id,
        uploadedAt: new Date(),
      });
      await this.db.write(async (manager) => {
        await manager.insert(SharedFile, file);
        listsChanged(manager, 'files');
      });
      return fileListing(file, user.name, audienceView(this.shared.audiences, audience));
    } catch (error) {
      await this.storage.discard(received);
      if (storedId) await this.storage.remove(storedId);
      throw error;
    }
  }

  /** A signed-in caller who may read the list, or the refusal. */
  viewer(ctx: RequestContext): User {
    return this.shared.viewer(ctx);
  }

  /** Everyone who sees a file may download it; a file they cannot see does not exist for them. */
  async open(ctx: RequestContext, rawId: unknown): Promise<Download> {
    const file = await this.shared.findVisible(this.db.manager, this.shared.viewer(ctx), rawId);
    const opened = await this.storage.read(file.storedId);
    if (!opened) {
      const lost = new Error(`the stored bytes of file ${file.id} ("${file.originalName}") are missing`);
      throw new AppError('NOT_FOUND', fileMessages.notFound, undefined, { cause: lost });
    }
    return { file, bytes: opened.stream, size: opened.size };
  }

  /** Moves the file to the trash: its bytes stay until it is restored or purged. */
  delete(ctx: RequestContext, rawId: unknown): Promise<void> {
    return this.shared.delete(ctx, rawId, fileMessages.deleteForbidden);
  }

  /**
   * Permanent deletion of a user takes their files' rows, those in the trash too, then, once
   * committed, their bytes. Only files still shared are counted, as a deleted one counts nowhere.
   */
  readonly deletionStep: UserDeletionStep = {
    key: 'files',
    remove: async (manager, userId) => {
      const { items, afterCommit } = await this.trashBin.remove(manager, { uploaderId: userId });
      return { count: items.filter((file) => file.deletedAt === null).length, afterCommit };
    },
  };

  /**
   * At start, between the rows and the store (docs/decisions/048-start-up-reconciliation.md). Rows are read
   * first, trashed ones too (their bytes are kept), so that an upload finishing on another instance meanwhile
   * can only look like recent bytes without a row, which are left alone.
   * - Temporary files and bytes without a row older than the grace period are what a crash left: removed.
   * - Rows whose bytes are gone could never be downloaded again: removed, and named in the log. When not one row
   *   has its bytes, the store is more likely the wrong one (a mistyped FILE_STORAGE, an empty DATA_DIR) than
   *   every file lost: nothing is removed and the log says so.
   */
  async reconcileStorage(log: (line: string) => void): Promise<void> {
    const rows = await this.db.manager.find(SharedFile, { select: { id: true, storedId: true, originalName: true } });
    const found = await this.storage.reconcile(new Set(rows.map((row) => row.storedId)));
    if (found.tempRemoved > 0) log(`Removed ${found.tempRemoved} leftover upload file(s) from an earlier stop`);
    if (found.orphansRemoved.length > 0) {
      log(`Removed ${found.orphansRemoved.length} stored file(s) without a record: ${found.orphansRemoved.join(', ')}`);
    }
    if (found.orphansKept.length > 0) {
      log(
        `Kept ${found.orphansKept.length} stored file(s) without a record for now, as an upload may still be ` +
          `saving its record: ${found.orphansKept.join(', ')}`,
      );
    }
    const missing = new Set(found.rowsWithoutBytes);
    const lost = rows.filter((row) => missing.has(row.storedId));
    if (lost.length === 0) return;
    const names = lost.map((file) => `${file.id} ("${file.originalName}")`).join(', ');
    if (lost.length === rows.length) {
      log(
        `None of the ${rows.length} file record(s) has its bytes in ${this.storage.store.description}, so none ` +
          `was removed: check FILE_STORAGE and DATA_DIR. Their downloads answer 404 meanwhile: ${names}`,
      );
      return;
    }
    await this.db.write(async (manager) => {
      await manager.delete(SharedFile, { id: In(lost.map((row) => row.id)) });
      listsChanged(manager, 'files', 'trash');
    });
    log(`Removed ${lost.length} file record(s) whose stored bytes are missing: ${names}`);
  }
}
