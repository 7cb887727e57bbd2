/*
 * The office's household accounts: GraphQL and REST call these; administrators only (anyone else is refused
 * FORBIDDEN, no session UNAUTHENTICATED). Public methods:
 *
 *   accounts(ctx, search?): Promise<AccountSummaryView[]>      every household with its balance, or those found
 *   account(ctx, householdId): Promise<OfficeAccountView>      one household's lines, balance and due schedule
 *   recordPayment(ctx, raw) / recordRefund(ctx, raw)           cash or check received or given back
 *   grantCredit(ctx, raw)                                      a scholarship or a credit
 *   reverseLine(ctx, raw)                                      puts right a payment, refund, scholarship or credit
 *
 * Each write takes the household's lock first (through the ledger), so the refund limit and the reversal checks
 * read the lines as they stand when it commits.
 */
import {
  catalogTerms,
  checkNote,
  checkOfficeCredit,
  checkOfficeMoney,
  formatCents,
  ledgerLineKindLabels,
  moneyMessages,
  officeMayReverse,
  officeAccountMessages,
  wallClock,
} from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { RequestContext, User } from '../accounts';
import type { CatalogSource } from '../catalog';
import { Household, type HouseholdsService } from '../households';
import {
  householdAccount,
  householdBalances,
  LedgerTransaction,
  lockHousehold,
  postLine,
  recordPayment,
  recordRefund,
  reverseLine,
} from '../ledger';
import { householdId as parseHouseholdId, lineId as parseLineId, valueOf } from './office-accounts.rules';
import type { AccountSummaryView, OfficeAccountView } from './office-accounts.types';

type Raw = Record<string, unknown>;

export class OfficeAccountsService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly households: HouseholdsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async accounts(ctx: RequestContext, rawSearch?: unknown): Promise<AccountSummaryView[]> {
    this.requireAdmin(ctx);
    // The households' own search, so the office finds a family here by the same words as under Families.
    const found = await this.households.households(ctx, rawSearch);
    const balances = await householdBalances(this.db.manager);
    return found
      .map((household) => ({
        householdId: household.id,
        name: household.name,
        students: household.students.map((student) => student.fullName),
        balance: balances.get(household.id) ?? 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.householdId.localeCompare(b.householdId));
  }

  async account(ctx: RequestContext, rawId: unknown): Promise<OfficeAccountView> {
    this.requireAdmin(ctx);
    return this.view(this.db.manager, parseHouseholdId(rawId));
  }

  async recordPayment(ctx: RequestContext, raw: Raw): Promise<OfficeAccountView> {
    const by = this.poster(ctx);
    const householdId = parseHouseholdId(raw.householdId);
    const money = valueOf(checkOfficeMoney(raw));
    await this.db.write((manager) =>
      recordPayment(manager, { householdId, ...money, reference: money.checkNumber, by }),
    );
    return this.view(this.db.manager, householdId);
  }

  async recordRefund(ctx: RequestContext, raw: Raw): Promise<OfficeAccountView> {
    const by = this.poster(ctx);
    const householdId = parseHouseholdId(raw.householdId);
    const money = valueOf(checkOfficeMoney(raw));
    await this.db.write(async (manager) => {
      await lockHousehold(manager, householdId);
      const received = await receivedFrom(manager, householdId);
      if (money.amount > received)
        throw new AppError('BAD_USER_INPUT', moneyMessages.refundAboveReceived(formatCents(received)), 'amount');
      await recordRefund(manager, { householdId, ...money, reference: money.checkNumber, by });
    });
    return this.view(this.db.manager, householdId);
  }

  async grantCredit(ctx: RequestContext, raw: Raw): Promise<OfficeAccountView> {
    const by = this.poster(ctx);
    const householdId = parseHouseholdId(raw.householdId);
    const credit = valueOf(checkOfficeCredit(raw));
    const catalog = this.catalog();
    const term = credit.termKey ? catalogTerms(catalog).find((each) => each.key === credit.termKey) : undefined;
    if (credit.termKey && !term) throw new AppError('BAD_USER_INPUT', officeAccountMessages.termNotFound, 'termKey');
    const at = this.now();
    await this.db.write(async (manager) => {
      await lockHousehold(manager, householdId);
      const label = ledgerLineKindLabels[credit.kind];
      await postLine(
        manager,
        {
          householdId,
          kind: credit.kind,
          amount: -credit.amount,
          description: term ? `${label}: ${term.name}` : label,
          occurredOn: wallClock(at, catalog.timeZone).day,
          termKey: credit.termKey,
          note: credit.note,
          createdByUserId: by.userId,
          createdByName: by.name,
        },
        at,
      );
    });
    return this.view(this.db.manager, householdId);
  }

  async reverseLine(ctx: RequestContext, raw: Raw): Promise<OfficeAccountView> {
    const by = this.poster(ctx);
    const householdId = parseHouseholdId(raw.householdId);
    const lineId = parseLineId(raw.lineId);
    const note = valueOf(checkNote(raw.note));
    const at = this.now();
    await this.db.write(async (manager) => {
      await lockHousehold(manager, householdId);
      const line = await manager.findOneBy(LedgerTransaction, { id: lineId, householdId });
      if (!line) throw new AppError('NOT_FOUND', moneyMessages.lineNotFound, 'lineId');
      if (line.method === 'card') throw new AppError('CONFLICT', officeAccountMessages.cardLineNotReversible, 'lineId');
      if (!officeMayReverse(line)) throw new AppError('CONFLICT', moneyMessages.notReversible, 'lineId');
      await reverseLine(manager, line, by, wallClock(at, this.catalog().timeZone).day, at, note);
    });
    return this.view(this.db.manager, householdId);
  }

  private async view(manager: EntityManager, householdId: string): Promise<OfficeAccountView> {
    const household = await manager.findOneBy(Household, { id: householdId });
    if (!household) throw new AppError('NOT_FOUND', moneyMessages.householdNotFound, 'householdId');
    const catalog = this.catalog();
    const account = await householdAccount(manager, catalog, householdId, wallClock(this.now(), catalog.timeZone).day);
    const reversedBy = new Map(
      account.lines.flatMap((line) => (line.reversesId ? [[line.reversesId, line.id] as const] : [])),
    );
    return {
      householdId,
      name: household.name,
      balance: account.balance,
      dueNow: account.dueNow,
      due: account.due,
      lines: account.lines.map((line) => {
        const reversedById = reversedBy.get(line.id) ?? null;
        return {
          ...line,
          reversedById,
          reversible: officeMayReverse(line) && line.reversesId === null && reversedById === null,
        };
      }),
    };
  }

  private requireAdmin(ctx: RequestContext): User {
    return requireUser(ctx, { roles: ['admin'] }) as User;
  }

  /** The administrator a line is recorded by. */
  private poster(ctx: RequestContext): { userId: string; name: string } {
    const user = this.requireAdmin(ctx);
    return { userId: user.id, name: user.name };
  }
}

/** The money a household has paid in and not had back: its payments less its refunds, reversals netted out. */
async function receivedFrom(manager: EntityManager, householdId: string): Promise<number> {
  const lines = await manager.findBy(LedgerTransaction, { householdId, kind: In(['payment', 'refund']) });
  return -lines.reduce((sum, line) => sum + line.amount, 0);
}
