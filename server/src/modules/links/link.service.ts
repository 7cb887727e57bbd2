import { randomUUID } from "node:crypto";
import { In } from "typeorm";
import { requireUser } from "../../auth/guards";
import type { RequestContext } from "../users/request-context";
import type { Database } from "../../db/database";
import { PreparedRead } from "../../db/prepared-read";
import { rawTimestampReader } from "../../db/raw-dates";
import { AppError } from "../../errors";
import { parseVisibility, sharingRoles, visibleTo } from "../sharing/visibility";
import { TrashBin } from "../trash/trash-bin";
import { TrashKind } from "../trash/trash.rules";
import type { UserDeletionStep } from "../users/user-deletion";
import type { User } from "../users/user.entity";
import { SharedLink } from "./link.entity";
import { linkListing, type LinkListing } from "./link.listing";
import { linkMessages } from "@coop/contract";
import { parseLink } from "./link.rules";

export interface ShareLinkRaw {
  title?: unknown;
  url?: unknown;
  description?: unknown;
  category?: unknown;
  visibility?: unknown;
}

/** A list row as the database hands it back: the time still in the driver's form. */
type LinkRow = Omit<LinkListing, "sharedAt"> & { sharedAt: unknown };

export class LinkService {
  private readonly sharedAt: (raw: unknown) => string;
  /** One statement with the sharers' names; `visibilities` is the caller's visible set. */
  private readonly listing: PreparedRead<LinkRow>;
  /** Deleted links wait here until restored or purged. */
  readonly trashBin = new TrashBin<SharedLink>({
    kind: TrashKind.link,
    entity: SharedLink,
    ownerRelation: "sharer",
    name: (link) => link.title,
  });

  constructor(private readonly db: Database) {
    this.sharedAt = rawTimestampReader(db, SharedLink, "sharedAt");
    this.listing = new PreparedRead(
      db,
      db.manager
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
        .where("link.visibility IN (:...visibilities)")
        .andWhere("link.deletedAt IS NULL")
        .orderBy("link.sharedAt", "DESC")
        .addOrderBy("link.id", "DESC"),
    );
  }

  private viewer(ctx: RequestContext): User {
    return requireUser(ctx, { missingTokenMessage: linkMessages.noToken });
  }

  private sharer(ctx: RequestContext, forbidden: string): User {
    const user = this.viewer(ctx);
    if (!sharingRoles.includes(user.role)) throw new AppError("FORBIDDEN", forbidden);
    return user;
  }

  /** Newest first, with the sharer's name. */
  async list(ctx: RequestContext): Promise<LinkListing[]> {
    const user = this.viewer(ctx);
    const rows = await this.listing.rows({ visibilities: visibleTo[user.role] });
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      description: row.description,
      category: row.category,
      visibility: row.visibility,
      sharedAt: this.sharedAt(row.sharedAt),
      sharedBy: row.sharedBy,
    }));
  }

  async share(ctx: RequestContext, raw: ShareLinkRaw): Promise<LinkListing> {
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
    return linkListing(link, user.name);
  }

  /** Moves the link to the trash. A link the caller cannot see does not exist for them (404). */
  async delete(ctx: RequestContext, rawId: unknown): Promise<void> {
    const user = this.sharer(ctx, linkMessages.deleteForbidden);
    const id = typeof rawId === "string" ? rawId.trim() : typeof rawId === "number" ? String(rawId) : "";
    if (!id) throw new AppError("BAD_USER_INPUT", linkMessages.linkIdRequired, "linkId");
    await this.db.write(async (manager) => {
      const trashed = await this.trashBin.moveIn(manager, { id, visibility: In([...visibleTo[user.role]]) }, user);
      if (!trashed) throw new AppError("NOT_FOUND", linkMessages.notFound);
    });
  }

  /** Their links go for good, those in the trash too; only links still shared are counted. */
  readonly deletionStep: UserDeletionStep = {
    key: "links",
    remove: async (manager, userId) => {
      const { items } = await this.trashBin.remove(manager, { sharedById: userId });
      return { count: items.filter((link) => link.deletedAt === null).length };
    },
  };
}
