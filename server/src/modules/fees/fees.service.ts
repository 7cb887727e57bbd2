/*
 * The fees service: GraphQL and REST call these; every permission check is here. Administrators read and save a
 * term's fee policy and its classes' fees; everyone reads the fees the enrollment form shows. Public methods:
 *
 *   feeSettings(ctx, termKey): Promise<FeeSettingsView>         admin: a term's policy and every class's fees
 *   saveTermFees(ctx, raw): Promise<FeeSettingsView>            admin: the term's policy
 *   saveClassFees(ctx, raw): Promise<FeeSettingsView>           admin: some of the term's classes' fees
 *   publicFees(): Promise<PublicFeesReply>                      public (GET /api/class-fees)
 *   onChange(listener)                                          told of each save, inside its transaction
 */
import { catalogTerms, classTitle, type PublicFeesReply, type Term } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { requireAdmin } from '../../auth/guards';
import type { Database } from '../../db/database';
import type { RequestContext } from '../accounts';
import type { CatalogSource } from '../catalog';
import { ClassFeesRow } from './class-fees.entity';
import { allClassFees, termFeesFor } from './fee-settings';
import { parseClassFees, parseTerm, parseTermFees } from './fees.rules';
import type { FeeSettingsView } from './fees.types';
import { TermFeesRow } from './term-fees.entity';

type Raw = Record<string, unknown>;

/**
 * Told that a term's fees changed, inside the transaction that saved them, so that what every household owes in
 * the term follows the new fees in the same commit (the ledger registers one; this module cannot reach it).
 */
export type FeesListener = (manager: EntityManager, termKey: string, at: Date) => Promise<void>;

export class FeesService {
  private readonly listeners: FeesListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  onChange(listener: FeesListener): void {
    this.listeners.push(listener);
  }

  async feeSettings(ctx: RequestContext, rawTermKey: unknown): Promise<FeeSettingsView> {
    requireAdmin(ctx);
    return this.view(this.db.manager, parseTerm(this.catalog(), rawTermKey));
  }

  async saveTermFees(ctx: RequestContext, raw: Raw): Promise<FeeSettingsView> {
    requireAdmin(ctx);
    const catalog = this.catalog();
    const fees = parseTermFees(catalog, raw);
    return this.saving(parseTerm(catalog, fees.termKey), (manager, at) =>
      manager.save(TermFeesRow, { ...fees, updatedAt: at }),
    );
  }

  async saveClassFees(ctx: RequestContext, raw: Raw): Promise<FeeSettingsView> {
    requireAdmin(ctx);
    const term = parseTerm(this.catalog(), raw.termKey);
    const classes = parseClassFees(term, raw.classes);
    return this.saving(term, (manager, at) =>
      manager.save(
        ClassFeesRow,
        classes.map((fees) => ({ ...fees, updatedAt: at })),
      ),
    );
  }

  async publicFees(): Promise<PublicFeesReply> {
    const terms = catalogTerms(this.catalog());
    const policies = await termFeesFor(
      this.db.manager,
      terms.map((term) => term.key),
    );
    const offered = new Set(terms.flatMap((term) => term.classes.map((item) => item.key)));
    return {
      terms: [...policies.values()].map(({ instructorPercent: _kept, ...policy }) => policy),
      classes: [...(await allClassFees(this.db.manager)).values()].filter((fees) => offered.has(fees.classKey)),
    };
  }

  /** Writes, then lets every listener bring the term's accounts in line, all in one transaction. */
  private saving(term: Term, write: (manager: EntityManager, at: Date) => Promise<unknown>): Promise<FeeSettingsView> {
    const at = this.now();
    return this.db.write(async (manager) => {
      await write(manager, at);
      for (const listener of this.listeners) await listener(manager, term.key, at);
      return this.view(manager, term);
    });
  }

  private async view(manager: EntityManager, term: Term): Promise<FeeSettingsView> {
    const policy = (await termFeesFor(manager, [term.key])).get(term.key)!;
    const keys = term.classes.map((item) => item.key);
    const rows = keys.length ? await manager.findBy(ClassFeesRow, { classKey: In(keys) }) : [];
    const fees = new Map(rows.map((row) => [row.classKey, row]));
    return {
      termKey: term.key,
      termName: term.name,
      policy,
      classes: term.classes.map((item) => {
        const row = fees.get(item.key);
        return {
          classKey: item.key,
          title: classTitle(item),
          classFee: row?.classFee ?? 0,
          supplyFee: row?.supplyFee ?? 0,
          deposit: row?.deposit ?? 0,
        };
      }),
    };
  }
}
