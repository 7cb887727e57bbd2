import { classTitle, dayText, formatCents, type CatalogClass } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { contactLine, letterTo } from './letter';

/** A held seat whose deposit is unpaid: whose, in which class, how much is missing and the day the seat goes. */
export interface UnpaidDeposit {
  parentName: string;
  parentEmail: string;
  studentName: string;
  class: CatalogClass;
  /** What is left to pay of the deposit, in cents. */
  remaining: number;
  /** YYYY-MM-DD on the co-op's calendar: the day the seat is released if the deposit is still unpaid. */
  releaseOn: string;
}

/** Where a family sees what it owes and pays it. */
const paymentsPath = '/secure/payments';

/**
 * The letter to the parent warning that the seat will be released unless its deposit is paid first; it offers
 * paying by card only when the co-op takes cards online.
 */
export function depositWarning(
  deposit: UnpaidDeposit,
  site: SiteDetails,
  siteUrl: string,
  payOnline: boolean,
): MailMessage {
  const student = deposit.studentName;
  const title = classTitle(deposit.class);
  const day = dayText(deposit.releaseOn);
  return letterTo(
    deposit.parentEmail,
    'deposit_warning',
    `Deposit due to keep ${student}'s seat in ${title}`,
    {
      greeting: `Dear ${deposit.parentName},`,
      blocks: [
        {
          paragraph: `We have not yet received the ${formatCents(deposit.remaining)} deposit that holds ${student}'s seat in ${title}.`,
        },
        {
          paragraph: `If it is still unpaid on ${day}, the seat will be released that day to the next family on the waitlist.`,
        },
        {
          paragraph: payOnline
            ? 'To pay, sign in and open Fees & payments, where you can pay by card, or bring cash or a check to the co-op.'
            : 'Please pay by cash or check at the co-op; Fees & payments shows what is due.',
        },
        { link: { text: 'Fees & payments', url: `${siteUrl}${paymentsPath}` } },
        { paragraph: contactLine(site) },
      ],
    },
    site,
  );
}

/** The letter to the parent telling that the seat was released because its deposit stayed unpaid. */
export function depositReleased(deposit: UnpaidDeposit, site: SiteDetails): MailMessage {
  const student = deposit.studentName;
  const title = classTitle(deposit.class);
  return letterTo(
    deposit.parentEmail,
    'deposit_released',
    `${student}'s seat in ${title} was released`,
    {
      greeting: `Dear ${deposit.parentName},`,
      blocks: [
        {
          paragraph: `We did not receive the ${formatCents(deposit.remaining)} deposit for ${student}'s seat in ${title} by ${dayText(deposit.releaseOn)}, so the seat went to the next family on the waitlist.`,
        },
        { paragraph: 'Anything you paid toward it stays on your account as a credit.' },
        { paragraph: `If you would still like a place for ${student}, please contact us.` },
        { paragraph: contactLine(site) },
      ],
    },
    site,
  );
}
