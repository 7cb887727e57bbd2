import type { PaymentMethod } from '@coop/contract';
import { IsNull, type EntityManager } from 'typeorm';
import { lockHousehold } from './household-lock';
import { LedgerTransaction } from './ledger-transaction.entity';
import { postLine, systemPoster } from './posting';

/** Money in or back, as a person or the payment provider reports it. Amounts in cents, positive. */
export interface MoneyMovement {
  householdId: string;
  amount: number;
  method: PaymentMethod;
  occurredOn: string;
  reference?: string | null;
  externalId?: string | null;
  note?: string | null;
  by?: { userId: string | null; name: string };
}

const paymentLabel: Record<PaymentMethod, string> = {
  cash: 'Payment in cash',
  check: 'Payment by check',
  card: 'Payment by card',
};

async function alreadyPosted(manager: EntityManager, externalId: string | null | undefined): Promise<boolean> {
  return !!externalId && (await manager.countBy(LedgerTransaction, { externalId })) > 0;
}

/** Posts money received, once per external id; null when that id was posted before. Locks the household. */
export async function recordPayment(manager: EntityManager, payment: MoneyMovement): Promise<LedgerTransaction | null> {
  await lockHousehold(manager, payment.householdId);
  if (await alreadyPosted(manager, payment.externalId)) return null;
  const reference = payment.reference ?? null;
  return postLine(
    manager,
    {
      householdId: payment.householdId,
      kind: 'payment',
      amount: -payment.amount,
      description: payment.method === 'check' && reference ? `Check no. ${reference}` : paymentLabel[payment.method],
      occurredOn: payment.occurredOn,
      method: payment.method,
      reference,
      externalId: payment.externalId ?? null,
      note: payment.note ?? null,
      createdByUserId: payment.by?.userId ?? null,
      createdByName: payment.by?.name ?? systemPoster,
    },
    new Date(),
  );
}

/** Posts money given back, once per external id; null when that id was posted before. Locks the household. */
export async function recordRefund(manager: EntityManager, refund: MoneyMovement): Promise<LedgerTransaction | null> {
  await lockHousehold(manager, refund.householdId);
  if (await alreadyPosted(manager, refund.externalId)) return null;
  return postLine(
    manager,
    {
      householdId: refund.householdId,
      kind: 'refund',
      amount: refund.amount,
      description: `Refund (${refund.method === 'card' ? 'card' : refund.method})`,
      occurredOn: refund.occurredOn,
      method: refund.method,
      reference: refund.reference ?? null,
      externalId: refund.externalId ?? null,
      note: refund.note ?? null,
      createdByUserId: refund.by?.userId ?? null,
      createdByName: refund.by?.name ?? systemPoster,
    },
    new Date(),
  );
}

/** A card payment from a checkout session, posted once whichever of the webhook and the family's return comes first. */
export async function recordCardPayment(
  manager: EntityManager,
  input: { householdId: string; amount: number; externalId: string; reference: string; occurredOn: string },
): Promise<boolean> {
  return (await recordPayment(manager, { ...input, method: 'card' })) !== null;
}

/**
 * A card refund, posted once by the provider's refund id, to the household of the card payment it refunds. False
 * when already posted, or when that payment is not known yet (the caller lets the provider deliver it again).
 */
export async function recordCardRefund(
  manager: EntityManager,
  input: { paymentReference: string; amount: number; externalId: string; occurredOn: string },
): Promise<boolean> {
  const payment = await manager.findOneBy(LedgerTransaction, {
    kind: 'payment',
    method: 'card',
    reference: input.paymentReference,
    reversesId: IsNull(),
  });
  if (!payment) return false;
  const refund = await recordRefund(manager, {
    householdId: payment.householdId,
    amount: input.amount,
    method: 'card',
    occurredOn: input.occurredOn,
    reference: input.paymentReference,
    externalId: input.externalId,
  });
  return refund !== null;
}
