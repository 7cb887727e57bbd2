import { dayText, formatCents, memberAreaHref } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { contactLine, letterTo, type Block } from './letter';

/** A line of the household's account as a mail lists it. */
export interface BillingMailLine {
  description: string;
  amount: number;
}

/** What the household owes next, if anything. */
export interface NextDue {
  dueOn: string;
  amount: number;
}

const balanceText = (balance: number) =>
  balance < 0 ? `You have a credit of ${formatCents(-balance)}.` : `Your balance is now ${formatCents(balance)}.`;

const statementLink = (siteUrl: string): Block => ({
  link: { text: 'See your statement and pay', url: `${siteUrl}${memberAreaHref('payments')}` },
});

const nextDueText = (next: NextDue | null) =>
  next ? `Next due: ${formatCents(next.amount)} by ${dayText(next.dueOn)}.` : 'Nothing more is due at present.';

/** New charges on the household's account (one mail for everything one change posted), to one guardian. */
export function invoiceMail(
  to: string,
  invoice: { householdName: string; lines: readonly BillingMailLine[]; balance: number; next: NextDue | null },
  site: SiteDetails,
  siteUrl: string,
): MailMessage {
  const blocks: Block[] = [
    { paragraph: `New charges were added to the account of ${invoice.householdName}:` },
    { list: invoice.lines.map((line) => `${line.description}: ${formatCents(line.amount)}`) },
    { paragraph: `${balanceText(invoice.balance)} ${nextDueText(invoice.next)}` },
    statementLink(siteUrl),
    { paragraph: contactLine(site) },
  ];
  return letterTo(to, 'invoice', `New charges on your ${site.name} account`, { greeting: 'Hello,', blocks }, site);
}

/** A payment received, to one guardian. */
export function receiptMail(
  to: string,
  receipt: { householdName: string; description: string; amount: number; occurredOn: string; balance: number },
  site: SiteDetails,
  siteUrl: string,
): MailMessage {
  const blocks: Block[] = [
    {
      paragraph: `Thank you: we received ${formatCents(receipt.amount)} for ${receipt.householdName} on ${dayText(receipt.occurredOn)} (${receipt.description}).`,
    },
    { paragraph: balanceText(receipt.balance) },
    statementLink(siteUrl),
    { paragraph: contactLine(site) },
  ];
  return letterTo(
    to,
    'receipt',
    `Receipt: ${formatCents(receipt.amount)} received by ${site.name}`,
    { greeting: 'Hello,', blocks },
    site,
  );
}

/** A reminder of an amount due soon (`before`) or past due, to one guardian. */
export function paymentReminderMail(
  to: string,
  reminder: { householdName: string; label: string; dueOn: string; remaining: number; before: boolean },
  site: SiteDetails,
  siteUrl: string,
): MailMessage {
  const amount = formatCents(reminder.remaining);
  const day = dayText(reminder.dueOn);
  const blocks: Block[] = [
    {
      paragraph: reminder.before
        ? `A reminder that ${amount} for ${reminder.label} is due on ${day} on the account of ${reminder.householdName}.`
        : `${amount} for ${reminder.label} was due on ${day} and is not paid yet on the account of ${reminder.householdName}.`,
    },
    { paragraph: 'If you have paid in the last few days, thank you, and please disregard this reminder.' },
    statementLink(siteUrl),
    { paragraph: contactLine(site) },
  ];
  return letterTo(
    to,
    'payment_reminder',
    reminder.before ? `Payment due ${day}` : `Payment past due since ${day}`,
    { greeting: 'Hello,', blocks },
    site,
  );
}
