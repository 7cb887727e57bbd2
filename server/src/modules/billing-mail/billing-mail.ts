import { createHash } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import { ledgerChargeKinds, wallClock, type DueItem } from '@coop/contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { PollLoop } from '../../poll-loop';
import { activeStatuses, User } from '../accounts';
import type { CatalogSource } from '../catalog';
import { Household, HouseholdFormAddress, HouseholdGuardian } from '../households';
import { householdAccount, LedgerTransaction } from '../ledger';
import { invoiceMail, paymentReminderMail, queueMail, receiptMail, type MailMessage, type MailSettings } from '../mail';
import { BillingNotice, type BillingNoticeKind } from './billing-notice.entity';

export interface BillingMailSettings {
  /** How often an instance looks for lines to mail and reminders due. */
  pollMs: number;
  now: () => Date;
}

export const defaultBillingMailSettings: BillingMailSettings = { pollMs: 60_000, now: () => new Date() };

/** A reminder goes this many days before an unpaid amount falls due, and another this many days after. */
export const reminderDaysBefore = 3;
export const reminderDaysAfter = 3;

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Where a household's mail goes: its guardians' accounts in use, and the addresses its enrollment forms came with. */
async function householdAddresses(manager: EntityManager, householdId: string): Promise<string[]> {
  const guardianIds = (await manager.findBy(HouseholdGuardian, { householdId })).map((row) => row.userId);
  const guardians =
    guardianIds.length > 0 ? await manager.findBy(User, { id: In(guardianIds), status: In(activeStatuses) }) : [];
  const forms = await manager.findBy(HouseholdFormAddress, { householdId });
  return [...new Set([...guardians.map((user) => user.email.toLowerCase()), ...forms.map((row) => row.email)])];
}

/**
 * The billing mails, through the outbox: an invoice when a change posts new charges (one mail per household for
 * everything one change posted: its lines share their time), a receipt for each payment, and a reminder a few days
 * before and after each unpaid amount falls due. Whichever instance finds a notice first claims it by its key in
 * `billing_notices`, in the transaction that queues its mail, so each goes once.
 */
export class BillingMail {
  private readonly loop: PollLoop;

  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    private readonly catalog: CatalogSource,
    private readonly settings: BillingMailSettings,
    log: (line: string) => void,
  ) {
    this.loop = new PollLoop(
      () => this.sendDue(),
      settings.pollMs,
      (error) => log(`Billing mail: ${error instanceof Error ? error.message : error}`),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Mails every invoice, receipt and reminder due now, each once. */
  async sendDue(): Promise<void> {
    await this.sendLineNotices();
    await this.sendReminders();
  }

  private today(): string {
    return wallClock(this.settings.now(), this.catalog().timeZone).day;
  }

  private async sendLineNotices(): Promise<void> {
    const lines = await this.db.manager
      .createQueryBuilder(LedgerTransaction, 'line')
      .leftJoin(BillingNotice, 'notice', "notice.notice_key = 'line:' || line.id")
      .where('notice.notice_key IS NULL')
      .andWhere('line.kind IN (:...kinds)', { kinds: [...ledgerChargeKinds, 'payment'] })
      .orderBy('line.created_at', 'ASC')
      .addOrderBy('line.id', 'ASC')
      .getMany();
    const postings = new Map<string, LedgerTransaction[]>();
    for (const line of lines) {
      // A payment is its own receipt; charges posted together (same household, same time) are one invoice.
      const key = line.kind === 'payment' ? line.id : `${line.householdId} ${line.createdAt.getTime()}`;
      postings.set(key, [...(postings.get(key) ?? []), line]);
    }
    for (const posting of postings.values()) {
      const first = posting[0];
      const kind: BillingNoticeKind = first.kind === 'payment' ? 'receipt' : 'invoice';
      await this.claim(
        posting.map((line) => ({ noticeKey: `line:${line.id}`, householdId: line.householdId, kind })),
        (manager, today) => this.lineMails(manager, posting, today),
      );
    }
  }

  /** An invoice for charges that add something (a posting of reversals alone mails nothing), a receipt for a payment. */
  private async lineMails(
    manager: EntityManager,
    posting: readonly LedgerTransaction[],
    today: string,
  ): Promise<MailMessage[]> {
    const first = posting[0];
    const charged = posting.some((line) => line.kind !== 'payment' && line.reversesId === null && line.amount > 0);
    const receipt = first.kind === 'payment' && first.reversesId === null;
    if (!charged && !receipt) return [];
    const household = await manager.findOneByOrFail(Household, { id: first.householdId });
    const account = await householdAccount(manager, this.catalog(), household.id, today);
    const { site } = this.mail;
    return (await householdAddresses(manager, household.id)).map((to) =>
      receipt
        ? receiptMail(
            to,
            {
              householdName: household.name,
              description: first.description,
              amount: -first.amount,
              occurredOn: first.occurredOn,
              balance: account.balance,
            },
            site,
            this.mail.siteUrl,
          )
        : invoiceMail(
            to,
            {
              householdName: household.name,
              lines: posting,
              balance: account.balance,
              next: account.due.find((item) => item.remaining > 0 && item.dueOn >= today) ?? null,
            },
            site,
            this.mail.siteUrl,
          ),
    );
  }

  private async sendReminders(): Promise<void> {
    const today = this.today();
    const households: { householdId: string }[] = await this.db.manager
      .createQueryBuilder(LedgerTransaction, 'line')
      .select('DISTINCT line.household_id', 'householdId')
      .getRawMany();
    for (const { householdId } of households) {
      const { due } = await householdAccount(this.db.manager, this.catalog(), householdId, today);
      for (const item of due.filter((each) => each.remaining > 0)) {
        const ahead = days(today, item.dueOn);
        const kind: BillingNoticeKind | null =
          ahead > 0 && ahead <= reminderDaysBefore
            ? 'reminder_before'
            : -ahead >= reminderDaysAfter
              ? 'reminder_after'
              : null;
        if (!kind) continue;
        await this.claim([{ noticeKey: reminderKey(kind, householdId, item), householdId, kind }], (manager) =>
          this.reminderMails(manager, householdId, item, kind === 'reminder_before'),
        );
      }
    }
  }

  private async reminderMails(
    manager: EntityManager,
    householdId: string,
    item: DueItem,
    before: boolean,
  ): Promise<MailMessage[]> {
    const household = await manager.findOneByOrFail(Household, { id: householdId });
    const { label, dueOn, remaining } = item;
    return (await householdAddresses(manager, householdId)).map((to) =>
      paymentReminderMail(
        to,
        { householdName: household.name, label, dueOn, remaining, before },
        this.mail.site,
        this.mail.siteUrl,
      ),
    );
  }

  /**
   * Claims the notices and queues their mail in one transaction; another instance that claimed any of them first
   * makes this one roll back, having sent nothing.
   */
  private async claim(
    notices: readonly Omit<BillingNotice, 'createdAt'>[],
    mails: (manager: EntityManager, today: string) => Promise<MailMessage[]>,
  ): Promise<void> {
    const at = this.settings.now();
    try {
      await this.db.write(async (manager) => {
        await manager.insert(
          BillingNotice,
          notices.map((notice) => ({ ...notice, createdAt: at })),
        );
        await queueMail(manager, await mails(manager, this.today()), at);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** A due item's reminder of one kind, named for good: the household, the day, and which amount (hashed: labels are long). */
function reminderKey(kind: BillingNoticeKind, householdId: string, item: DueItem): string {
  const which = createHash('sha256').update(`${item.termKey}\n${item.label}`).digest('hex').slice(0, 24);
  return `${kind}:${householdId}:${item.dueOn}:${which}`;
}
