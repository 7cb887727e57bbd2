import {
  In,
  IsNull,
  Not,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { listsChanged, type ListName } from '../../db/list-versions';
import { findForUpdate } from '../../db/row-locks';
import type { Visibility } from '../sharing';
import type { User } from '../accounts';
import type { TrashedItem } from './trash.listing';
import { purgeDate, type TrashKind } from './trash.rules';
import type { TrashableEntity } from './trashable.entity';

export type TrashableRow = TrashableEntity & ObjectLiteral & { id: string; visibility: Visibility };

export interface TrashBinOptions<T extends TrashableRow> {
  kind: TrashKind;
  /** The list that shows the kind's live items. */
  list: ListName;
  entity: EntityTarget<T>;
  /** The relation to the account that uploaded or shared the item. */
  ownerRelation: keyof T & string;
  name(item: T): string;
  /** Removes what the item keeps outside the database, once its row is gone for good. */
  removeStored?(items: T[]): Promise<void>;
}

export interface Removed<T> {
  items: T[];
  /** Runs once the removal has committed: stored bytes must never go before their row. */
  afterCommit: () => Promise<void>;
}

function marks<T>(values: Pick<TrashableEntity, 'deletedAt' | 'deletedById'>): QueryDeepPartialEntity<T> {
  return values as unknown as QueryDeepPartialEntity<T>;
}

/**
 * The trash of one kind of shared item (files, links): the same rules for both, on their own
 * table. Every call runs inside the caller's write transaction.
 */
export class TrashBin<T extends TrashableRow> {
  readonly kind: TrashKind;

  constructor(private readonly options: TrashBinOptions<T>) {
    this.kind = options.kind;
  }

  /** Narrows a lookup to items not in the trash. */
  live(where: FindOptionsWhere<T>): FindOptionsWhere<T> {
    return { ...where, deletedAt: IsNull() } as FindOptionsWhere<T>;
  }

  /** Moves the matching live item(s) to the trash; false when none matched. */
  async moveIn(manager: EntityManager, where: FindOptionsWhere<T>, deleter: { id: string }): Promise<boolean> {
    const result = await manager.update(
      this.options.entity,
      this.live(where),
      marks({ deletedAt: new Date(), deletedById: deleter.id }),
    );
    return this.moved(manager, result.affected);
  }

  async list(manager: EntityManager): Promise<TrashedItem[]> {
    const items = await manager.find(this.options.entity, {
      where: this.trashed({}),
      relations: { deleter: true, [this.options.ownerRelation]: true } as never,
    });
    return items.map((item) => ({
      id: item.id,
      kind: this.kind,
      name: this.options.name(item),
      visibility: item.visibility,
      owner: (item[this.options.ownerRelation] as User).name,
      deletedBy: item.deleter?.name ?? null,
      deletedAt: item.deletedAt!,
      purgeAt: purgeDate(item.deletedAt!),
    }));
  }

  /** Brings an item back exactly as it was (same id, visibility and owner); false when it is not in the trash. */
  async restore(manager: EntityManager, id: string): Promise<boolean> {
    const where = this.trashed({ id } as FindOptionsWhere<T>);
    const result = await manager.update(this.options.entity, where, marks({ deletedAt: null, deletedById: null }));
    return this.moved(manager, result.affected);
  }

  /**
   * Removes the matching rows for good, whether in the trash or not; their stored bytes follow after commit.
   * The rows are locked as they are read and deleted by id: a restore or another removal of the same item
   * through another instance either ends first, and the item is then read as it left it, or waits for this
   * one. So bytes go only with the row they belong to, and only once.
   */
  async remove(manager: EntityManager, where: FindOptionsWhere<T>): Promise<Removed<T>> {
    const items = await manager.find(this.options.entity, { where, ...findForUpdate(manager) });
    if (items.length > 0) {
      await manager.delete(this.options.entity, { id: In(items.map((item) => item.id)) } as FindOptionsWhere<T>);
      listsChanged(manager, ...items.map((item) => (item.deletedAt === null ? this.options.list : 'trash')));
    }
    const { removeStored } = this.options;
    return { items, afterCommit: async () => void (removeStored && items.length > 0 && (await removeStored(items))) };
  }

  /** Whether items moved between the live list and the trash; when they did, both lists changed. */
  private moved(manager: EntityManager, affected: number | null | undefined): boolean {
    if (!affected) return false;
    listsChanged(manager, this.options.list, 'trash');
    return true;
  }

  /** Only what is in the trash. */
  trashed(where: FindOptionsWhere<T>): FindOptionsWhere<T> {
    return { ...where, deletedAt: Not(IsNull()) } as FindOptionsWhere<T>;
  }
}
