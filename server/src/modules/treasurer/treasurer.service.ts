/*
 * The treasurer's service: GraphQL and the spreadsheets call it; administrators only. Every figure is summed from
 * the ledger's lines and entries, read in one snapshot so the four reports agree with each other. Public methods:
 *
 *   report(ctx): Promise<TreasurerReportView>     admin: balances, aging, payments by month, instructors' fees
 */
import { allCatalogClasses, catalogTerms, classTitle, wallClock, type Catalog } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { requireAdmin } from '../../auth/guards';
import type { Database } from '../../db/database';
import { User, type RequestContext } from '../accounts';
import type { CatalogSource } from '../catalog';
import { ClassTeacher } from '../enrollment-office';
import { termFeesFor } from '../fees';
import { householdNames } from '../households';
import { householdAccount, householdBalances, LedgerTransaction } from '../ledger';
import {
  agingRow,
  agingTotal,
  balanceRows,
  balanceTotal,
  instructorRows,
  instructorTotal,
  paymentRows,
  paymentTotal,
  sortedAging,
} from './treasurer-reports';
import type { TreasurerReportView } from './treasurer.types';

export class TreasurerService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(ctx: RequestContext): Promise<TreasurerReportView> {
    requireAdmin(ctx);
    const catalog = this.catalog();
    const asOf = wallClock(this.now(), catalog.timeZone).day;
    return this.snapshot(async (manager) => {
      const lines = await manager.find(LedgerTransaction, { order: { createdAt: 'ASC', id: 'ASC' } });
      const householdIds = [...new Set(lines.map((line) => line.householdId))];
      const names = await householdNames(manager, householdIds);
      const balances = balanceRows(lines, await householdBalances(manager), names);
      const aging = [];
      for (const row of balances.filter((each) => each.balance > 0)) {
        const { due } = await householdAccount(manager, catalog, row.householdId!, asOf);
        aging.push(agingRow(row.householdId!, row.householdName, due, asOf));
      }
      const payments = paymentRows(lines);
      const instructors = instructorRows(lines, await this.instructorSources(manager, catalog, lines));
      return {
        asOf,
        balances,
        balanceTotal: balanceTotal(balances),
        aging: sortedAging(aging),
        agingTotal: agingTotal(aging),
        payments,
        paymentTotal: paymentTotal(payments),
        instructors,
        instructorTotal: instructorTotal(instructors),
      };
    });
  }

  /**
   * One consistent view of the ledger while payments may be posted: a repeatable-read transaction on PostgreSQL;
   * on SQLite's single connection, a place in the write queue, so no other transaction's lines are half seen.
   */
  private snapshot<T>(job: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.source.options.type === 'postgres'
      ? this.db.source.transaction('REPEATABLE READ', job)
      : this.db.write(job);
  }

  private async instructorSources(manager: EntityManager, catalog: Catalog, lines: readonly LedgerTransaction[]) {
    const termKeys = [...new Set(lines.map((line) => line.termKey).filter((key) => key !== null))];
    const fees = await termFeesFor(manager, termKeys);
    const assigned = await manager.find(ClassTeacher);
    const users = assigned.length
      ? await manager.findBy(User, { id: In([...new Set(assigned.map((row) => row.userId))]) })
      : [];
    const userNames = new Map(users.map((user) => [user.id, user.name]));
    const teachers = new Map<string, { userId: string; name: string }[]>();
    for (const { classKey, userId } of assigned) {
      const name = userNames.get(userId);
      if (name !== undefined) teachers.set(classKey, [...(teachers.get(classKey) ?? []), { userId, name }]);
    }
    for (const list of teachers.values()) list.sort((a, b) => a.name.localeCompare(b.name));
    const termNames = new Map(catalogTerms(catalog).map((term) => [term.key, term.name]));
    const classTitles = new Map(allCatalogClasses(catalog).map((item) => [item.key, classTitle(item)]));
    return {
      teachers,
      percents: new Map([...fees].map(([termKey, term]) => [termKey, term.instructorPercent])),
      // A term or class the catalog no longer lists (a cancelled class) is named by its key.
      termName: (termKey: string) => termNames.get(termKey) ?? termKey,
      classTitle: (classKey: string) => classTitles.get(classKey) ?? classKey,
    };
  }
}
