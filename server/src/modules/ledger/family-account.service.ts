/*
 * The family's side of the ledger: GraphQL and REST call this; the permission check is here. A confirmed guardian
 * reads their own household's account (an administrator who is one too, theirs); a teacher nothing; an account
 * with no household gets null. Public methods:
 *
 *   myAccount(ctx): Promise<FamilyAccountView | null>     guardian: balance, lines, what is due when
 */
import { catalogTerms, wallClock, type DueItem, type LedgerLineKind } from '@coop/contract';
import type { Database } from '../../db/database';
import type { RequestContext } from '../accounts';
import type { CatalogSource } from '../catalog';
import type { HouseholdsService } from '../households';
import { householdAccount } from './household-account';
import type { LedgerTransaction } from './ledger-transaction.entity';

export interface FamilyAccountLineView {
  id: string;
  kind: LedgerLineKind;
  amount: number;
  description: string;
  termName: string | null;
  occurredOn: string;
  reversed: boolean;
  balanceAfter: number;
}

export interface FamilyAccountView {
  householdId: string;
  householdName: string;
  householdAddress: string;
  asOf: string;
  balance: number;
  dueNow: number;
  lines: FamilyAccountLineView[];
  due: Pick<DueItem, 'dueOn' | 'label' | 'amount' | 'paid' | 'remaining'>[];
}

/** The lines as a statement prints them: each with its term's name, whether it was cancelled out, the running balance. */
export function statementLines(
  lines: readonly LedgerTransaction[],
  termNames: ReadonlyMap<string, string>,
): FamilyAccountLineView[] {
  const reversed = new Set(lines.map((line) => line.reversesId).filter((id) => id !== null));
  let balance = 0;
  return lines.map((line) => {
    balance += line.amount;
    return {
      id: line.id,
      kind: line.kind,
      amount: line.amount,
      description: line.description,
      termName: line.termKey ? (termNames.get(line.termKey) ?? line.termKey) : null,
      occurredOn: line.occurredOn,
      reversed: line.reversesId !== null || reversed.has(line.id),
      balanceAfter: balance,
    };
  });
}

export class FamilyAccountService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    /** The caller's own household, with the households module's rules for who has one. */
    private readonly households: Pick<HouseholdsService, 'myHousehold'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async myAccount(ctx: RequestContext): Promise<FamilyAccountView | null> {
    const household = await this.households.myHousehold(ctx);
    if (!household) return null;
    const catalog = this.catalog();
    const asOf = wallClock(this.now(), catalog.timeZone).day;
    const account = await householdAccount(this.db.manager, catalog, household.id, asOf);
    const termNames = new Map(catalogTerms(catalog).map((term) => [term.key, term.name]));
    return {
      householdId: household.id,
      householdName: household.name,
      householdAddress: household.address,
      asOf,
      balance: account.balance,
      dueNow: account.dueNow,
      lines: statementLines(account.lines, termNames),
      due: account.due.map(({ dueOn, label, amount, paid, remaining }) => ({ dueOn, label, amount, paid, remaining })),
    };
  }
}
