import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { moneyMessages } from '@coop/contract';
import { AppError } from '../../errors';
import { counterAccount, receivable } from './ledger-accounts';
import { LedgerEntry } from './ledger-entry.entity';
import { LedgerTransaction } from './ledger-transaction.entity';

/** A line to post, before it has an id and a time. */
export type LineDraft = Pick<LedgerTransaction, 'householdId' | 'kind' | 'amount' | 'description' | 'occurredOn'> &
  Partial<
    Pick<
      LedgerTransaction,
      | 'termKey'
      | 'chargeKey'
      | 'classKey'
      | 'studentId'
      | 'method'
      | 'reference'
      | 'externalId'
      | 'reversesId'
      | 'note'
      | 'createdByUserId'
    >
  > & { createdByName?: string };

/** Who posts lines no person made: the fee rules and the payment provider. */
export const systemPoster = 'Co-op accounts';

/**
 * Writes one line and its two entries: the household's receivable moves by the line's amount, the kind's own
 * account by the opposite, so every transaction adds up to zero. The caller holds the household's lock.
 */
export async function postLine(manager: EntityManager, draft: LineDraft, at: Date): Promise<LedgerTransaction> {
  const line = manager.create(LedgerTransaction, {
    termKey: null,
    chargeKey: null,
    classKey: null,
    studentId: null,
    method: null,
    reference: null,
    externalId: null,
    reversesId: null,
    note: null,
    createdByUserId: null,
    createdByName: systemPoster,
    ...draft,
    id: randomUUID(),
    createdAt: at,
  });
  await manager.insert(LedgerTransaction, line);
  await manager.insert(LedgerEntry, [
    {
      id: randomUUID(),
      transactionId: line.id,
      account: receivable,
      householdId: line.householdId,
      amount: line.amount,
    },
    {
      id: randomUUID(),
      transactionId: line.id,
      account: counterAccount(line.kind, line.method),
      householdId: null,
      amount: -line.amount,
    },
  ]);
  return line;
}

/** Whether a line has been reversed already. */
export async function isReversed(manager: EntityManager, lineId: string): Promise<boolean> {
  return (await manager.countBy(LedgerTransaction, { reversesId: lineId })) > 0;
}

/**
 * Puts a line right by its mirror image: same kind and accounts, the opposite amount, pointing at it. A line is
 * reversed once (the unique `reverses_id` refuses a second), and a reversal is never reversed itself.
 */
export async function reverseLine(
  manager: EntityManager,
  line: LedgerTransaction,
  by: { userId: string | null; name: string },
  occurredOn: string,
  at: Date,
  note: string | null = null,
): Promise<LedgerTransaction> {
  if (line.reversesId !== null || (await isReversed(manager, line.id)))
    throw new AppError('CONFLICT', moneyMessages.alreadyReversed, 'lineId');
  return postLine(
    manager,
    {
      householdId: line.householdId,
      kind: line.kind,
      amount: -line.amount,
      description: `Reversed: ${line.description}`,
      occurredOn,
      termKey: line.termKey,
      chargeKey: line.chargeKey,
      classKey: line.classKey,
      studentId: line.studentId,
      method: line.method,
      reference: line.reference,
      reversesId: line.id,
      note,
      createdByUserId: by.userId,
      createdByName: by.name,
    },
    at,
  );
}
