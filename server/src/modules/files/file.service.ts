import { randomUUID } from "node:crypto";
import { In, type EntityManager } from "typeorm";
import { requireUser } from "../../auth/guards";
import type { RequestContext } from "../../auth/request-context";
import type { Database } from "../../db/database";
import { rawDateReader } from "../../db/raw-dates";
import { AppError } from "../../errors";
import { parseVisibility, sharingRoles, visibleTo } from "../sharing/visibility";
import type { UserDeletionStep } from "../users/user-deletion";
import type { User } from "../users/user.entity";
import { cleanFileName } from "./file-name";
import type { FileStorage, ReceivedFile, UploadSource } from "./file-storage";
import { fileTypes } from "./file-kinds";
import { fileUrl, SharedFile, type FileListing } from "./file.entity";
import { fileMessages } from "./file.rules";

export interface Download {
  file: SharedFile;
  path: string;
}

export class FileService {
  private readonly uploadedAt: (raw: unknown) => Date;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {
    this.uploadedAt = rawDateReader(db, SharedFile, "uploadedAt");
  }

  private viewer(ctx: RequestContext): User {
    return requireUser(ctx, { missingTokenMessage: fileMessages.noToken });
  }

  private sharer(ctx: RequestContext, forbidden: string): User {
    const user = this.viewer(ctx);
    if (!sharingRoles.includes(user.role)) throw new AppError("FORBIDDEN", forbidden);
    return user;
  }

  /**
   * Newest first, with the uploader's name, in one query. Rows are read raw: building
   * entities cost more than the query itself on the busiest call of the dashboard.
   */
  async list(ctx: RequestContext): Promise<FileListing[]> {
    const user = this.viewer(ctx);
    const rows = await this.db.manager
      .createQueryBuilder(SharedFile, "file")
      .innerJoin("file.uploader", "uploader")
      .select("file.id", "id")
      .addSelect("file.originalName", "originalName")
      .addSelect("file.size", "size")
      .addSelect("file.visibility", "visibility")
      .addSelect("file.uploadedAt", "uploadedAt")
      .addSelect("uploader.name", "uploaderName")
      .where("file.visibility IN (:...visibilities)", { visibilities: visibleTo[user.role] })
      .orderBy("file.uploadedAt", "DESC")
      .addOrderBy("file.id", "DESC")
      .getRawMany<Omit<FileListing, "url">>();
    return rows.map((row) => ({ ...row, size: Number(row.size), uploadedAt: this.uploadedAt(row.uploadedAt), url: fileUrl(row.id) }));
  }

  /** Refuses early, before any byte is read, what `upload` would refuse anyway. */
  assertCanUpload(ctx: RequestContext, rawVisibility?: unknown): void {
    const user = this.sharer(ctx, fileMessages.uploadForbidden);
    if (rawVisibility !== undefined) parseVisibility(rawVisibility, user.role);
  }

  receive(source: UploadSource): Promise<ReceivedFile> {
    return this.storage.receive({ ...source, filename: cleanFileName(source.filename) });
  }

  discard(received: ReceivedFile): Promise<void> {
    return this.storage.discard(received);
  }

  /** Stores a received file: bytes renamed into storage, then the row. Whatever fails, nothing is left behind. */
  async upload(ctx: RequestContext, rawVisibility: unknown, received: ReceivedFile): Promise<SharedFile> {
    let storedId: string | undefined;
    try {
      const user = this.sharer(ctx, fileMessages.uploadForbidden);
      const visibility = parseVisibility(rawVisibility, user.role);
      storedId = await this.storage.keep(received);
      const file = this.db.manager.create(SharedFile, {
        id: randomUUID(),
        originalName: received.filename || `file.${fileTypes[received.type].extensions[0]}`,
        size: received.size,
        contentType: fileTypes[received.type].contentType,
        storedId,
        visibility,
        uploaderId: user.id,
        uploadedAt: new Date(),
      });
      await this.db.write((manager) => manager.insert(SharedFile, file));
      file.uploader = user;
      return file;
    } catch (error) {
      await this.storage.discard(received);
      if (storedId) await this.storage.remove(storedId);
      throw error;
    }
  }

  /** Everyone who sees a file may download it; a file they cannot see does not exist for them. */
  async open(ctx: RequestContext, rawId: unknown): Promise<Download> {
    const user = this.viewer(ctx);
    const file = await this.findVisible(this.db.manager, user, rawId);
    return { file, path: this.storage.pathOf(file.storedId) };
  }

  async delete(ctx: RequestContext, rawId: unknown): Promise<void> {
    const user = this.sharer(ctx, fileMessages.deleteForbidden);
    const storedId = await this.db.write(async (manager) => {
      const file = await this.findVisible(manager, user, rawId);
      await manager.delete(SharedFile, { id: file.id });
      return file.storedId;
    });
    await this.storage.remove(storedId);
  }

  /** Permanent deletion of a user takes their files' rows, then, once committed, their bytes. */
  readonly deletionStep: UserDeletionStep = {
    key: "files",
    remove: async (manager, userId) => {
      const files = await manager.find(SharedFile, { where: { uploaderId: userId }, select: { id: true, storedId: true } });
      if (files.length > 0) await manager.delete(SharedFile, { uploaderId: userId });
      return {
        count: files.length,
        afterCommit: async () => {
          for (const file of files) await this.storage.remove(file.storedId);
        },
      };
    },
  };

  async sweepStorage(): Promise<number> {
    const rows = await this.db.manager.find(SharedFile, { select: { storedId: true } });
    return this.storage.sweep(new Set(rows.map((row) => row.storedId)));
  }

  private async findVisible(manager: EntityManager, user: User, rawId: unknown): Promise<SharedFile> {
    const id = typeof rawId === "string" ? rawId.trim() : typeof rawId === "number" ? String(rawId) : "";
    if (!id) throw new AppError("BAD_USER_INPUT", fileMessages.fileIdRequired, "file_id");
    const file = await manager.findOne(SharedFile, {
      where: { id, visibility: In([...visibleTo[user.role]]) },
      relations: { uploader: true },
    });
    if (!file) throw new AppError("NOT_FOUND", fileMessages.notFound);
    return file;
  }
}
