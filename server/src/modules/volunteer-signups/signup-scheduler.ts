import { randomUUID } from 'node:crypto';
import { addDays, wallClock } from '@coop/contract';
import { IsNull, Not, type EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { PollLoop } from '../../poll-loop';
import type { CatalogSource } from '../catalog';
import { queueMail, type MailSettings } from '../mail';
import { VolunteerSlot, VolunteerTermRow } from '../volunteers';
import { fillDay, householdLetters } from './auto-assign';
import { openSignups } from './placing';
import { SignupStep, type SignupStepName } from './signup-step.entity';

export interface SignupSchedulerSettings {
  /** How often an instance looks for days to fill and reminders due. */
  pollMs: number;
  now: () => Date;
}

/** Both steps are a day's business, so a look every quarter of an hour is prompt enough. */
export const defaultSignupSchedulerSettings: SignupSchedulerSettings = { pollMs: 15 * 60_000, now: () => new Date() };

/** What one run did: the days filled (with their terms) and the households reminded. */
export interface SignupSchedulerRun {
  filled: string[];
  reminded: string[];
}

/**
 * Takes one step if no instance has, in the transaction that does it: the unique key refuses a second (on
 * PostgreSQL a second writer waits for the first to commit, then inserts nothing).
 */
async function claimStep(manager: EntityManager, step: SignupStepName, stepKey: string, at: Date): Promise<boolean> {
  const id = randomUUID();
  await manager.createQueryBuilder().insert().into(SignupStep).values({ id, step, stepKey, at }).orIgnore().execute();
  return (await manager.countBy(SignupStep, { id })) === 1;
}

/**
 * The office's automatic fill, `autoAssignDays` before each co-op day of a term that sets it, and the reminders the
 * day before (the co-op's clock) to each household with an open signup: one mail per household per day listing its
 * slots. Every instance runs it; each step is taken once, by whichever instance comes first.
 */
export class SignupScheduler {
  private readonly loop: PollLoop;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly mail: MailSettings,
    private readonly settings: SignupSchedulerSettings,
    log: (line: string) => void,
  ) {
    this.loop = new PollLoop(
      () => this.runDue(),
      settings.pollMs,
      (error) => log(`Volunteer sign-up: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  async runDue(now: Date = this.settings.now()): Promise<SignupSchedulerRun> {
    const today = wallClock(now, this.catalog().timeZone).day;
    return { filled: await this.fillDue(today, now), reminded: await this.remind(addDays(today, 1), now) };
  }

  /** Each term's co-op days from tomorrow up to its `autoAssignDays` ahead, filled once each. */
  private async fillDue(today: string, now: Date): Promise<string[]> {
    const filled: string[] = [];
    const policies = await this.db.manager.findBy(VolunteerTermRow, { autoAssignDays: Not(IsNull()) });
    for (const policy of policies) {
      const dates: { date: string }[] = await this.db.manager
        .createQueryBuilder(VolunteerSlot, 'slot')
        .select('DISTINCT slot.date', 'date')
        .where('slot.term_key = :termKey', { termKey: policy.termKey })
        .andWhere('slot.date > :today AND slot.date <= :last', {
          today,
          last: addDays(today, policy.autoAssignDays!),
        })
        .getRawMany();
      for (const { date } of dates.sort((a, b) => a.date.localeCompare(b.date))) {
        if (this.loop.stopping) return filled;
        const done = await this.db.write(async (manager) => {
          if (!(await claimStep(manager, 'auto_assign', `${policy.termKey}:${date}`, now))) return false;
          await this.fillAndMail(manager, date, now, [policy.termKey]);
          return true;
        });
        if (done) filled.push(`${policy.termKey}:${date}`);
      }
    }
    return filled;
  }

  /** Fills the day's open places and mails each household placed, in the caller's transaction. */
  async fillAndMail(manager: EntityManager, date: string, now: Date, termKeys?: readonly string[]) {
    const placed = await fillDay(manager, this.catalog(), date, now, termKeys);
    const households = new Set(placed.map((row) => row.signup.householdId));
    for (const householdId of households) {
      const rows = placed.filter((row) => row.signup.householdId === householdId);
      await queueMail(
        manager,
        await householdLetters(manager, this.mail, householdId, 'volunteer_assigned', date, rows),
        now,
      );
    }
    return placed;
  }

  private async remind(date: string, now: Date): Promise<string[]> {
    const slotIds = (await this.db.manager.findBy(VolunteerSlot, { date })).map((slot) => slot.id);
    if (slotIds.length === 0) return [];
    const rows = await openSignups(this.db.manager, { slotIds });
    const reminded: string[] = [];
    for (const householdId of new Set(rows.map((row) => row.signup.householdId))) {
      if (this.loop.stopping) break;
      const sent = await this.db.write(async (manager) => {
        if (!(await claimStep(manager, 'reminder', `${date}:${householdId}`, now))) return false;
        // Read again inside the claim: a signup cancelled since the look above is not listed.
        const current = await openSignups(manager, { slotIds, householdId });
        await queueMail(
          manager,
          await householdLetters(manager, this.mail, householdId, 'volunteer_reminder', date, current),
          now,
        );
        return true;
      });
      if (sent) reminded.push(householdId);
    }
    return reminded;
  }
}
