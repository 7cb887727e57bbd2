import {
  In,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import { requireUser } from '../../auth/guards';
import type { Principal, RequestContext } from '../../auth/principal';
import type { Database } from '../../db/database';
import { KeysetPager, type KeysetList, type Page, type PageRequest } from '../../db/keyset-page';
import { PreparedRead } from '../../db/prepared-read';
import { isoTimestampColumn, rawTimestampReader } from '../../db/raw-dates';
import { AppError } from '../../errors';
import { placeShared, type AudienceChoice, type ClassAudiences, type Placement } from './class-audiences';
import { sharingRoles, visibleTo, type Visibility } from './visibility';

/** What every shared item's row has: its id, its visibility and the class or grade it went to, if any. */
export type SharedRow = ObjectLiteral & { id: string; visibility: Visibility; audience: string | null };

/** Where a deleted item goes; the trash module's bin is one, so this module never imports it. */
export interface SharedItemTrash<T extends SharedRow> {
  /** Narrows a lookup to items not in the trash. */
  live(where: FindOptionsWhere<T>): FindOptionsWhere<T>;
  /** Moves the matching live item to the trash; false when none matched. */
  moveIn(manager: EntityManager, where: FindOptionsWhere<T>, deleter: Principal): Promise<boolean>;
}

/** One kind of shared item (files, links): its table, its owner, its words. */
export interface SharedItemKind<T extends SharedRow> {
  entity: EntityTarget<T> & Function;
  /** The alias its queries use: "file", "link". */
  alias: string;
  /** The relation to the account that shared it; lists show that account's name. */
  ownerRelation: keyof T & string;
  /** The time it was shared at: lists are newest first by it. */
  sharedAt: keyof T & string;
  trash: SharedItemTrash<T>;
  messages: {
    /** A call without any token. */
    noToken: string;
    /** An id that matches nothing the caller may see. */
    notFound: string;
    /** A call that names no id. */
    idRequired: string;
  };
  /** The name the id travels under, told back with a missing id. */
  idField: string;
}

/** The statement behind a list: the columns it answers with, as `output name → alias.property`. */
export interface VisibleListColumns<Row> {
  select: { [K in keyof Row & string]: string };
  /** The output column holding the shared-at time, answered as ISO 8601 text. */
  time: keyof Row & string;
}

/** A page of the visible items for a viewer: one prepared statement per shape of request. */
export interface VisiblePages<Row> {
  page(viewer: Principal, request: PageRequest): Promise<Page<Row>>;
}

/** A list read for a viewer: one prepared statement, whatever the number of rows. */
export interface VisibleList<Row> {
  rows(viewer: Principal): Promise<Row[]>;
}

/** The items shared with some classes and grades, whoever asks: My family's reads, once it knows the family's. */
export interface AudienceList<Row> {
  rows(audiences: readonly string[]): Promise<Row[]>;
}

/**
 * The sharing rules that files and links both follow, parameterised by the kind of item: who may
 * see (every signed-in account, for the audiences its role sees), who may share and delete
 * (teachers and administrators), the list of what a viewer sees, and an item the viewer cannot see
 * existing for nobody (404). Each service holds one and adds only what is its own.
 *
 * An item shared with a class or grade is stored as admin_only with its audience beside it: administrators see it
 * by that visibility, the class's (or grade's) teachers in their lists too, and its families download it from My
 * family. Parents' lists stay the spec's: a family finds its classes' materials with the classes.
 */
export class SharedItems<T extends SharedRow> {
  constructor(
    private readonly db: Database,
    private readonly kind: SharedItemKind<T>,
    readonly audiences: ClassAudiences,
  ) {}

  /** Where an item goes, as the sharer chose it: a visibility, or a class or grade they may share with. */
  place(sharer: Principal, rawVisibility: unknown, choice: AudienceChoice): Promise<Placement> {
    return placeShared(this.audiences, sharer, rawVisibility, choice);
  }

  /**
   * The classes' and grades' items a viewer's lists show besides their visibilities: a teacher's classes' and
   * grades'. None for a parent (My family shows theirs) or an administrator (admin_only covers them all).
   */
  async listedAudiences(viewer: Principal): Promise<readonly string[]> {
    return viewer.role === 'teacher' ? this.audiences.of(viewer) : [];
  }

  viewer<P extends Principal>(ctx: RequestContext<P>): P {
    return requireUser(ctx, { missingTokenMessage: this.kind.messages.noToken });
  }

  /** A viewer whose role may share; `forbidden` says what it was refused. */
  sharer<P extends Principal>(ctx: RequestContext<P>, forbidden: string): P {
    const user = this.viewer(ctx);
    if (!sharingRoles.includes(user.role)) throw new AppError('FORBIDDEN', forbidden);
    return user;
  }

  /** Live items of the viewer's audiences, newest first (ties by id); the SQL is written once, here. */
  visibleList<Row>(columns: VisibleListColumns<Row>): VisibleList<Row> {
    // The spec's statement as it was for every viewer without a class of their own; another for teachers with.
    const reads = {
      plain: this.newestFirst(columns, (query) => this.seen(query, false)),
      withAudiences: this.newestFirst(columns, (query) => this.seen(query, true)),
    };
    return {
      rows: async (viewer) => {
        const audiences = await this.listedAudiences(viewer);
        const visibilities = visibleTo[viewer.role];
        return audiences.length ? reads.withAudiences({ visibilities, audiences }) : reads.plain({ visibilities });
      },
    };
  }

  /**
   * The same visible items a page at a time, in any of the given sorts, filtered and searched: the
   * audiences a viewer sees are decided here as for the whole list.
   */
  visiblePages<Row extends SharedRow>(
    columns: VisibleListColumns<Row>,
    list: Pick<KeysetList, 'sorts' | 'filters' | 'search'>,
  ): VisiblePages<Row> {
    const toIso = this.timeReader();
    const pager = (withAudiences: boolean) =>
      new KeysetPager<Row>(this.db, {
        ...list,
        alias: this.kind.alias,
        query: () => this.seen(this.selectQuery(columns), withAudiences),
      });
    const pagers = { plain: pager(false), withAudiences: pager(true) };
    return {
      page: async (viewer, request) => {
        const audiences = await this.listedAudiences(viewer);
        const visibilities = visibleTo[viewer.role];
        const page = audiences.length
          ? await pagers.withAudiences.page(request, { visibilities, audiences })
          : await pagers.plain.page(request, { visibilities });
        for (const row of page.rows) row[columns.time] = toIso(row[columns.time]) as Row[keyof Row & string];
        return page;
      },
    };
  }

  private timeReader(): (raw: unknown) => string {
    return rawTimestampReader(this.db, this.kind.entity, this.kind.sharedAt);
  }

  /**
   * Live items shared with any of the given classes and grades, newest first, whoever asks: the caller has settled
   * that the viewer is part of those audiences.
   */
  audienceList<Row>(columns: VisibleListColumns<Row>): AudienceList<Row> {
    const { alias } = this.kind;
    const read = this.newestFirst(columns, (query) =>
      query.where(`${alias}.audience IN (:...audiences)`).andWhere(`${alias}.deletedAt IS NULL`),
    );
    return {
      rows: async (audiences) => (audiences.length ? read({ audiences }) : []),
    };
  }

  /**
   * One prepared statement for the items `condition` keeps, newest first (ties by id), the shared-at time answered
   * as ISO 8601 text; the SQL is written once, here.
   */
  private newestFirst<Row>(
    columns: VisibleListColumns<Row>,
    condition: (query: SelectQueryBuilder<ObjectLiteral>) => SelectQueryBuilder<ObjectLiteral>,
  ): (parameters: ObjectLiteral) => Promise<Row[]> {
    const { entity, alias, sharedAt } = this.kind;
    const time = isoTimestampColumn(this.db, entity, sharedAt, columns.select[columns.time]);
    const read = new PreparedRead<Row>(
      this.db,
      condition(this.selectQuery({ ...columns, select: { ...columns.select, [columns.time]: time.select } }))
        .orderBy(`${alias}.${sharedAt}`, 'DESC')
        .addOrderBy(`${alias}.id`, 'DESC'),
    );
    return async (parameters) => {
      const rows = await read.rows(parameters);
      for (const row of rows) row[columns.time] = time.read(row[columns.time]) as Row[keyof Row & string];
      return rows;
    };
  }

  /** The columns asked for, with the owner's joined under the relation's name; no condition, no order. */
  private selectQuery<Row>(columns: VisibleListColumns<Row>): SelectQueryBuilder<ObjectLiteral> {
    const { entity, alias, ownerRelation } = this.kind;
    let query = this.db.manager.createQueryBuilder(entity, alias).innerJoin(`${alias}.${ownerRelation}`, ownerRelation);
    for (const [index, [name, path]] of Object.entries<string>(columns.select).entries()) {
      query = index === 0 ? query.select(path, name) : query.addSelect(path, name);
    }
    return query;
  }

  /**
   * Keeps the live items of the viewer's visibilities, and with `withAudiences` of their classes and grades too.
   * Neither list is ever empty where it is used: PostgreSQL refuses `IN ()`.
   */
  private seen(query: SelectQueryBuilder<ObjectLiteral>, withAudiences: boolean): SelectQueryBuilder<ObjectLiteral> {
    const { alias } = this.kind;
    const seen = withAudiences
      ? `(${alias}.visibility IN (:...visibilities) OR ${alias}.audience IN (:...audiences))`
      : `${alias}.visibility IN (:...visibilities)`;
    return query.where(seen).andWhere(`${alias}.deletedAt IS NULL`);
  }

  /**
   * The item with this id, with its owner, when the viewer may see it and it is not in the trash: by its
   * visibility, or as one of its class's or grade's teachers or families. The audiences are looked up only when
   * the visibility does not already let the viewer see it, so every other download costs what it did.
   */
  async findVisible(manager: EntityManager, viewer: Principal, rawId: unknown): Promise<T> {
    const id = this.idOf(rawId);
    const find = (where: FindOptionsWhere<T>) =>
      manager.findOne(this.kind.entity, {
        where: this.kind.trash.live(where),
        relations: { [this.kind.ownerRelation]: true } as never,
      });
    let item = await find(this.visibleWhere(viewer, id));
    if (!item) {
      const audiences = await this.audiences.of(viewer);
      if (audiences.length) item = await find(this.audienceWhere(audiences, id));
    }
    if (!item) throw new AppError('NOT_FOUND', this.kind.messages.notFound);
    return item;
  }

  /** Moves an item the sharer may see to the trash; one they cannot see does not exist for them. */
  async delete<P extends Principal>(ctx: RequestContext<P>, rawId: unknown, forbidden: string): Promise<void> {
    const user = this.sharer(ctx, forbidden);
    const id = this.idOf(rawId);
    const audiences = await this.listedAudiences(user);
    await this.db.write(async (manager) => {
      const { trash } = this.kind;
      const trashed =
        (await trash.moveIn(manager, this.visibleWhere(user, id), user)) ||
        (audiences.length > 0 && (await trash.moveIn(manager, this.audienceWhere(audiences, id), user)));
      if (!trashed) throw new AppError('NOT_FOUND', this.kind.messages.notFound);
    });
  }

  private idOf(rawId: unknown): string {
    const id = typeof rawId === 'string' ? rawId.trim() : typeof rawId === 'number' ? String(rawId) : '';
    if (!id) throw new AppError('BAD_USER_INPUT', this.kind.messages.idRequired, this.kind.idField);
    return id;
  }

  private visibleWhere(viewer: Principal, id: string): FindOptionsWhere<T> {
    return { id, visibility: In([...visibleTo[viewer.role]]) } as FindOptionsWhere<T>;
  }

  private audienceWhere(audiences: readonly string[], id: string): FindOptionsWhere<T> {
    return { id, audience: In([...audiences]) } as FindOptionsWhere<T>;
  }
}
