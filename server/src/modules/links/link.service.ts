import { randomUUID } from 'node:crypto';
import type { RequestContext, User } from '../accounts';
import type { Database } from '../../db/database';
import type { PageRequest } from '../../db/keyset-page';
import { listsChanged } from '../../db/list-versions';
import type { PageOf } from '../../http/pages';
import {
  audienceView,
  SharedItems,
  type AudienceList,
  type ClassAudiences,
  type VisibleList,
  type VisiblePages,
} from '../sharing';
import { TrashBin, TrashKind } from '../trash';
import type { UserDeletionStep } from '../users';
import { SharedLink } from './link.entity';
import { LinkSort, linkListing, type LinkListing } from './link.listing';
import { linkMessages } from '@coop/contract';
import { parseLink } from './link.rules';

export interface ShareLinkRaw {
  title?: unknown;
  url?: unknown;
  description?: unknown;
  category?: unknown;
  visibility?: unknown;
  /** A class or grade to share with instead of the visibility. */
  classKey?: unknown;
  grade?: unknown;
}

type LinkRow = Omit<LinkListing, 'audience'> & { audience: string | null };

export class LinkService {
  /** Deleted links wait here until restored or purged. */
  readonly trashBin = new TrashBin<SharedLink>({
    kind: TrashKind.link,
    list: 'links',
    entity: SharedLink,
    ownerRelation: 'sharer',
    name: (link) => link.title,
  });
  /** The sharing rules links share with files. */
  private readonly shared: SharedItems<SharedLink>;
  /** One statement with the sharers' names, for the caller's visible set. */
  private readonly listing: VisibleList<LinkRow>;
  /** The same, a page at a time, sorted, filtered and searched. */
  private readonly pages: VisiblePages<LinkRow>;
  /** The links of some classes and grades, for their families. */
  private readonly audienceLinks: AudienceList<LinkRow>;

  constructor(
    private readonly db: Database,
    audiences: ClassAudiences,
  ) {
    this.shared = new SharedItems(
      db,
      {
        entity: SharedLink,
        alias: 'link',
        ownerRelation: 'sharer',
        sharedAt: 'sharedAt',
        trash: this.trashBin,
        messages: {
          noToken: linkMessages.noToken,
          notFound: linkMessages.notFound,
          idRequired: linkMessages.linkIdRequired,
        },
        idField: 'linkId',
      },
      audiences,
    );
    const columns = {
      select: {
        id: 'link.id',
        title: 'link.title',
        url: 'link.url',
        description: 'link.description',
        category: 'link.category',
        visibility: 'link.visibility',
        audience: 'link.audience',
        sharedAt: 'link.sharedAt',
        sharedBy: 'sharer.name',
      },
      time: 'sharedAt',
    } as const;
    this.listing = this.shared.visibleList<LinkRow>(columns);
    this.pages = this.shared.visiblePages<LinkRow>(columns, {
      sorts: {
        DATE: { path: 'link.sharedAt', output: 'sharedAt', kind: 'time' },
        TITLE: { path: 'link.title', output: 'title', kind: 'text' },
      },
      filters: { visibility: 'link.visibility', category: 'link.category' },
      search: { paths: ['link.title', 'link.description'], sqliteTable: 'links_search' },
    });
    this.audienceLinks = this.shared.audienceList<LinkRow>(columns);
  }

  /** A row read raw becomes a listing: its audience tag named as lists show it. */
  private readonly listingOfRow = (row: LinkRow): LinkListing => ({
    ...row,
    audience: audienceView(this.shared.audiences, row.audience),
  });

  /** A signed-in caller who may read the list, or the refusal. */
  viewer(ctx: RequestContext): User {
    return this.shared.viewer(ctx);
  }

  /** Newest first, with the sharer's name. */
  async list(ctx: RequestContext): Promise<LinkListing[]> {
    return (await this.listing.rows(this.shared.viewer(ctx))).map(this.listingOfRow);
  }

  /** A page of what `list` answers, newest first unless another sort is asked for. */
  async page(ctx: RequestContext, request: Partial<PageRequest>): Promise<PageOf<LinkListing>> {
    const page = await this.pages.page(this.shared.viewer(ctx), {
      ...request,
      sort: request.sort ?? LinkSort.DATE_DESC,
    });
    return { ...page, rows: page.rows.map(this.listingOfRow) };
  }

  /** The classes' and grades' audiences of the viewer's list, which its entity tag must tell apart. */
  listedAudiences(viewer: User): Promise<readonly string[]> {
    return this.shared.listedAudiences(viewer);
  }

  /** The live links shared with these classes and grades: the caller has settled that the viewer is in them. */
  async ofAudiences(audiences: readonly string[]): Promise<LinkListing[]> {
    return (await this.audienceLinks.rows(audiences)).map(this.listingOfRow);
  }

  /** Shares a link with a visibility, or with a class or grade the sharer may share with. */
  async share(ctx: RequestContext, raw: ShareLinkRaw): Promise<LinkListing> {
    const user = this.shared.sharer(ctx, linkMessages.shareForbidden);
    const details = parseLink(raw);
    const { visibility, audience } = await this.shared.place(user, raw.visibility, raw);
    const link = this.db.manager.create(SharedLink, {
      id: randomUUID(),
      ...details,
      visibility,
      audience,
      sharedById: user.id,
      sharedAt: new Date(),
    });
    await this.db.write(async (manager) => {
      await manager.insert(SharedLink, link);
      listsChanged(manager, 'links');
    });
    return linkListing(link, user.name, audienceView(this.shared.audiences, audience));
  }

  /** Moves the link to the trash. A link the caller cannot see does not exist for them (404). */
  delete(ctx: RequestContext, rawId: unknown): Promise<void> {
    return this.shared.delete(ctx, rawId, linkMessages.deleteForbidden);
  }

  /** Their links go for good, those in the trash too; only links still shared are counted. */
  readonly deletionStep: UserDeletionStep = {
    key: 'links',
    remove: async (manager, userId) => {
      const { items } = await this.trashBin.remove(manager, { sharedById: userId });
      return { count: items.filter((link) => link.deletedAt === null).length };
    },
  };
}
