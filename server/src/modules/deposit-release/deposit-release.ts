import { randomUUID } from 'node:crypto';
import { addDays, catalogTerms, depositWarningDays, wallClock, type Catalog, type CatalogClass } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { PollLoop } from '../../poll-loop';
import type { CatalogSource } from '../catalog';
import { Enrollment, Placement, type EnrollmentOfficeService } from '../enrollment-office';
import { termFeesFor } from '../fees';
import { HouseholdStudent } from '../households';
import { householdAccount, lockHousehold } from '../ledger';
import { depositReleased, depositWarning, queueMail, type MailSettings, type UnpaidDeposit } from '../mail';
import { DepositReleaseStep, type DepositReleaseStepName } from './deposit-release-step.entity';

export interface DepositReleaseSettings {
  /** How often an instance looks for holds to warn or release. */
  pollMs: number;
  now: () => Date;
}

/** Deadlines are days, so a look every quarter of an hour is prompt enough and costs little. */
export const defaultDepositReleaseSettings: DepositReleaseSettings = {
  pollMs: 15 * 60_000,
  now: () => new Date(),
};

/** A held seat in a class of a term with the rule, and the day its deposit is due by the rule. */
interface Hold {
  placement: Placement;
  class: CatalogClass;
  /** YYYY-MM-DD: the day the hold began plus the term's days. */
  deadline: string;
}

/** What one run did: the placements warned and those released. */
export interface DepositReleaseRun {
  warned: string[];
  released: string[];
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Takes one step of a hold if no instance has: the row's unique key refuses a second one (on PostgreSQL a
 * second writer waits for the first to commit, then inserts nothing). Answers whether this write took it.
 */
async function claimStep(manager: EntityManager, step: Omit<DepositReleaseStep, 'id'>): Promise<boolean> {
  const id = randomUUID();
  await manager
    .createQueryBuilder()
    .insert()
    .into(DepositReleaseStep)
    .values({ ...step, id })
    .orIgnore()
    .execute();
  return (await manager.countBy(DepositReleaseStep, { id })) === 1;
}

/**
 * Releases held seats whose deposit stays unpaid, in the terms whose fee policy sets `depositReleaseDays`: once
 * the days minus `depositWarningDays` have passed since the hold began, the family is warned of the day its
 * seat will be released (never fewer than `depositWarningDays` ahead, if the warning comes late); on that day,
 * still unpaid, the placement is declined by the system and the next waitlisted family promoted, as any freed
 * seat is. Every instance runs it; each step of each hold is taken once, by whichever instance comes first.
 */
export class DepositRelease {
  private readonly loop: PollLoop;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly mail: MailSettings,
    private readonly office: Pick<EnrollmentOfficeService, 'releaseUnpaidHold'>,
    /** Whether families can pay by card online, which the warning offers only then. */
    private readonly payOnline: () => boolean,
    private readonly settings: DepositReleaseSettings,
    log: (line: string) => void,
  ) {
    this.loop = new PollLoop(
      () => this.runDue(),
      settings.pollMs,
      (error) => log(`Deposit release: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Warns and releases what is due at `now`; each hold in a write of its own, so one failing stops no other. */
  async runDue(now: Date = this.settings.now()): Promise<DepositReleaseRun> {
    const catalog = this.catalog();
    const today = wallClock(now, catalog.timeZone).day;
    const holds = await this.holdsUnderRule(catalog);
    const steps = holds.length
      ? await this.db.manager.findBy(DepositReleaseStep, {
          placementId: In(holds.map((hold) => hold.placement.id)),
          step: 'warned',
        })
      : [];
    const run: DepositReleaseRun = { warned: [], released: [] };
    for (const hold of holds) {
      if (this.loop.stopping) break;
      const { id, statusAt } = hold.placement;
      const warning = steps.find((step) => step.placementId === id && step.heldAt.getTime() === statusAt.getTime());
      if (!warning) {
        if (today >= addDays(hold.deadline, -depositWarningDays) && (await this.warn(hold, today, now)))
          run.warned.push(id);
      } else if (today >= warning.releaseOn && (await this.release(hold, warning.releaseOn, today, now)))
        run.released.push(id);
    }
    return run;
  }

  /** The held placements of the classes of every term with the rule. */
  private async holdsUnderRule(catalog: Catalog): Promise<Hold[]> {
    const terms = catalogTerms(catalog);
    const fees = await termFeesFor(
      this.db.manager,
      terms.map((term) => term.key),
    );
    const classes = new Map<string, { item: CatalogClass; days: number }>();
    for (const term of terms) {
      const days = fees.get(term.key)!.depositReleaseDays;
      if (days !== null) for (const item of term.classes) classes.set(item.key, { item, days });
    }
    if (classes.size === 0) return [];
    const placements = await this.db.manager.findBy(Placement, { status: 'held', classKey: In([...classes.keys()]) });
    return placements.map((placement) => {
      const { item, days } = classes.get(placement.classKey)!;
      return {
        placement,
        class: item,
        deadline: addDays(wallClock(placement.statusAt, catalog.timeZone).day, days),
      };
    });
  }

  private warn(hold: Hold, today: string, now: Date): Promise<boolean> {
    return this.db.write(async (manager) => {
      const unpaid = await this.unpaidDeposit(manager, hold.placement, today);
      if (!unpaid) return false;
      const releaseOn = later(hold.deadline, addDays(today, depositWarningDays));
      if (!(await claimStep(manager, this.step(hold.placement, 'warned', unpaid, releaseOn, now)))) return false;
      const letter = await this.letter(manager, hold, unpaid.remaining, releaseOn);
      if (letter)
        await queueMail(manager, [depositWarning(letter, this.mail.site, this.mail.siteUrl, this.payOnline())]);
      return true;
    });
  }

  private release(hold: Hold, releaseOn: string, today: string, now: Date): Promise<boolean> {
    return this.db.write(async (manager) => {
      let unpaid: { householdId: string; remaining: number } | undefined;
      const changes = await this.office.releaseUnpaidHold(
        manager,
        hold.placement.id,
        hold.placement.statusAt,
        now,
        async (locked, placement) => {
          unpaid = await this.unpaidDeposit(locked, placement, today);
          return unpaid !== undefined;
        },
      );
      if (changes.length === 0 || !unpaid) return false;
      if (!(await claimStep(manager, this.step(hold.placement, 'released', unpaid, releaseOn, now)))) return false;
      const letter = await this.letter(manager, hold, unpaid.remaining, releaseOn);
      if (letter) await queueMail(manager, [depositReleased(letter, this.mail.site)]);
      return true;
    });
  }

  private step(
    placement: Placement,
    step: DepositReleaseStepName,
    unpaid: { householdId: string; remaining: number },
    releaseOn: string,
    at: Date,
  ): Omit<DepositReleaseStep, 'id'> {
    return {
      placementId: placement.id,
      heldAt: placement.statusAt,
      step,
      householdId: unpaid.householdId,
      amount: unpaid.remaining,
      releaseOn,
      at,
    };
  }

  /**
   * The household and what is left to pay of the placement's deposit, read under the household's lock so a
   * payment being recorded is either seen or waits; undefined when it is paid or there is none to pay.
   */
  private async unpaidDeposit(
    manager: EntityManager,
    placement: Placement,
    today: string,
  ): Promise<{ householdId: string; remaining: number } | undefined> {
    if (!placement.studentId) return undefined;
    const student = await manager.findOneBy(HouseholdStudent, { id: placement.studentId });
    if (!student) return undefined;
    await lockHousehold(manager, student.householdId);
    const { due } = await householdAccount(manager, this.catalog(), student.householdId, today);
    const item = due.find((each) => each.depositFor === placement.id);
    return item && item.remaining > 0 ? { householdId: student.householdId, remaining: item.remaining } : undefined;
  }

  /** Who is written to about the hold: the parent of its enrollment, as every placement letter is addressed. */
  private async letter(
    manager: EntityManager,
    hold: Hold,
    remaining: number,
    releaseOn: string,
  ): Promise<UnpaidDeposit | undefined> {
    const enrollment = await manager.findOneBy(Enrollment, { id: hold.placement.enrollmentId });
    if (!enrollment) return undefined;
    const { parentName, parentEmail, studentName } = enrollment;
    return { parentName, parentEmail, studentName, class: hold.class, remaining, releaseOn };
  }
}
