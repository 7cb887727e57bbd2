import { randomUUID } from "node:crypto";
import { In } from "typeorm";
import { requireUser } from "../../auth/guards";
import type { RequestContext } from "../../auth/request-context";
import type { Database } from "../../db/database";
import { rawDateReader } from "../../db/raw-dates";
import { AppError } from "../../errors";
import { parseVisibility, sharingRoles, visibleTo } from "../sharing/visibility";
import type { UserDeletionStep } from "../users/user-deletion";
import type { User } from "../users/user.entity";
import { SharedLink, type LinkListing } from "./link.entity";
import { linkMessages } from "./link.messages";
import { parseLink } from "./link.rules";

export interface ShareLinkRaw {
  title?: unknown;
  url?: unknown;
  description?: unknown;
  category?: unknown;
  visibility?: unknown;
}

export class LinkService {
  private readonly sharedAt: (raw: unknown) => Date;

  constructor(private readonly db: Database) {
    this.sharedAt = rawDateReader(db, SharedLink, "sharedAt");
  }

  private viewer(ctx: RequestContext): User {
    return requireUser(ctx, { missingTokenMessage: linkMessages.noToken });
  }

  private sharer(ctx: RequestContext, forbidden: string): User {
    const user = this.viewer(ctx);
    if (!sharingRoles.includes(user.role)) throw new AppError("FORBIDDEN", forbidden);
    return user;
  }

  /** Newest first, with the sharer's name, in one query. */
  async list(ctx: RequestContext): Promise<LinkListing[]> {
    const user = this.viewer(ctx);
    const rows = await this.db.manager
      .createQueryBuilder(SharedLink, "link")
      .innerJoin("link.sharer", "sharer")
      .select("link.id", "id")
      .addSelect("link.title", "title")
      .addSelect("link.url", "url")
      .addSelect("link.description", "description")
      .addSelect("link.category", "category")
      .addSelect("link.visibility", "visibility")
      .addSelect("link.sharedAt", "sharedAt")
      .addSelect("sharer.name", "sharedBy")
      .where("link.visibility IN (:...visibilities)", { visibilities: visibleTo[user.role] })
      .orderBy("link.sharedAt", "DESC")
      .addOrderBy("link.id", "DESC")
      .getRawMany<LinkListing>();
    return rows.map((row) => ({ ...row, sharedAt: this.sharedAt(row.sharedAt) }));
  }


  async share(ctx: RequestContext, raw: ShareLinkRaw): Promise<SharedLink> {
    const user = this.sharer(ctx, linkMessages.shareForbidden);
    const details = parseLink(raw);
    const visibility = parseVisibility(raw.visibility, user.role);
    const link = this.db.manager.create(SharedLink, {
      id: randomUUID(),
      ...details,
      visibility,
      sharedById: user.id,
      sharedAt: new Date(),
    });
    await this.db.write((manager) => manager.insert(SharedLink, link));
    link.sharer = user;
    return link;
  }

  /** A link the caller cannot see does not exist for them (404). */
  async delete(ctx: RequestContext, rawId: unknown): Promise<void> {
    const user = this.sharer(ctx, linkMessages.deleteForbidden);
    const id = typeof rawId === "string" ? rawId.trim() : typeof rawId === "number" ? String(rawId) : "";
    if (!id) throw new AppError("BAD_USER_INPUT", linkMessages.linkIdRequired, "linkId");
    await this.db.write(async (manager) => {
      const result = await manager.delete(SharedLink, { id, visibility: In([...visibleTo[user.role]]) });
      if (!result.affected) throw new AppError("NOT_FOUND", linkMessages.notFound);
    });
  }

  readonly deletionStep: UserDeletionStep = {
    key: "links",
    remove: async (manager, userId) => {
      const count = await manager.countBy(SharedLink, { sharedById: userId });
      if (count > 0) await manager.delete(SharedLink, { sharedById: userId });
      return { count };
    },
  };
}
