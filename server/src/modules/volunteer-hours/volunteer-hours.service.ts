/*
 * Volunteer hours: GraphQL and REST call these. A parent reads and checks in their own household's signups; an
 * administrator everyone's, and corrects and settles; a teacher is refused FORBIDDEN, no session UNAUTHENTICATED.
 * Public methods:
 *
 *   check(ctx, raw): Promise<CheckinRowView>             a check-in or out, stored once under the phone's id
 *   checkins(ctx, date?): Promise<CheckinDayView>        the door's list: the household's today and next co-op day,
 *                                                        or for the office everyone's of the day
 *   hours(ctx, termKey?): Promise<HoursLedgerView>       the hours ledger of a term (the current one by default)
 *   correct(ctx, raw): Promise<HoursLedgerView>          the office's worked minutes for a signup, with a reason
 *   settle(ctx, raw): Promise<HoursLedgerView>           a household's shortfall charged or waived, once per term
 *   shortHouseholds(ctx): Promise<ShortHouseholds>        how many households are short, for the attention panel
 */
import { randomUUID } from 'node:crypto';
import {
  catalogTerms,
  checkAheadMinutesAtMost,
  checkDaysAroundSlot,
  ledgerLineKindLabels,
  shortfallCharge,
  shortfallExternalId,
  shortfallLineDescription,
  shortMinutes,
  slotMinutes,
  volunteerHoursMessages as messages,
  wallClock,
  workedTime,
  type Term,
} from '@coop/contract';
import { In, IsNull, type EntityManager } from 'typeorm';
import { requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { RequestContext, User } from '../accounts';
import type { CatalogSource } from '../catalog';
import { Household, householdNames, type HouseholdsService } from '../households';
import { lockHousehold, postLine } from '../ledger';
import { householdQuotas, VolunteerRole, VolunteerSignup, VolunteerSlot, volunteerTerm } from '../volunteers';
import { VolunteerCheck } from './volunteer-check.entity';
import { VolunteerHourCorrection } from './volunteer-hour-correction.entity';
import {
  checkInput,
  correctionInput,
  householdIdOf,
  isoDate,
  settlementInput,
  termKeyOf,
} from './volunteer-hours.rules';
import type {
  CheckinDayView,
  CheckinRowView,
  HouseholdHoursView,
  HoursLedgerView,
  HoursSignupView,
} from './volunteer-hours.types';
import { VolunteerSettlement } from './volunteer-settlement.entity';

type Raw = Record<string, unknown>;

/** Households short of their quota in the current term: by signups before it ends, by hours worked after. */
export interface ShortHouseholds {
  count: number;
  termEnded: boolean;
}

const dayMs = 86_400_000;
const daysBetween = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / dayMs;

export class VolunteerHoursService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly households: Pick<HouseholdsService, 'myHousehold'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async check(ctx: RequestContext, raw: Raw): Promise<CheckinRowView> {
    const user = this.member(ctx);
    const input = checkInput(raw);
    const received = this.now();
    const ownHousehold = user.role === 'admin' ? null : await this.ownHouseholdId(ctx);
    const signupId = await this.db
      .write(async (manager) => {
        const earlier = await manager.findOneBy(VolunteerCheck, { id: input.id });
        // The offline queue may send the same post again: the first one stands, and nothing changes.
        if (earlier) return this.replayed(earlier, input.signupId);
        const signup = await manager.findOneBy(VolunteerSignup, { id: input.signupId });
        if (!signup) throw new AppError('NOT_FOUND', messages.signupNotFound, 'signupId');
        if (user.role !== 'admin' && signup.householdId !== ownHousehold)
          throw new AppError('FORBIDDEN', messages.signupNotYours, 'signupId');
        if (signup.endedAt) throw new AppError('CONFLICT', messages.signupEnded, 'signupId');
        if (input.at.getTime() > received.getTime() + checkAheadMinutesAtMost * 60_000)
          throw new AppError('BAD_USER_INPUT', messages.timeAhead, 'at');
        const slot = await manager.findOneByOrFail(VolunteerSlot, { id: signup.slotId });
        if (daysBetween(wallClock(input.at, this.catalog().timeZone).day, slot.date) > checkDaysAroundSlot)
          throw new AppError('BAD_USER_INPUT', messages.timeOffDay, 'at');
        await manager.insert(VolunteerCheck, {
          id: input.id,
          signupId: signup.id,
          direction: input.direction,
          deviceAt: input.at,
          receivedAt: received,
          byUserId: user.id,
          byName: user.name,
        });
        return signup.id;
      })
      .catch(async (error: unknown) => {
        // Two copies of one post racing each other: the loser finds the winner's row.
        if (!isUniqueViolation(error)) throw error;
        const earlier = await this.db.manager.findOneByOrFail(VolunteerCheck, { id: input.id });
        return this.replayed(earlier, input.signupId);
      });
    const [row] = await this.rows(this.db.manager, await this.db.manager.findBy(VolunteerSignup, { id: signupId }));
    return row;
  }

  async checkins(ctx: RequestContext, rawDate?: unknown): Promise<CheckinDayView> {
    const user = this.member(ctx);
    const today = this.today();
    const manager = this.db.manager;
    if (user.role === 'admin') {
      const date = rawDate === undefined || rawDate === null || rawDate === '' ? today : isoDate(rawDate);
      const slots = await manager.findBy(VolunteerSlot, { date });
      const signups = slots.length
        ? await manager.findBy(VolunteerSignup, { slotId: In(slots.map((slot) => slot.id)) })
        : [];
      return {
        today,
        signups: await this.rows(
          manager,
          signups.filter((signup) => !signup.endedAt),
        ),
      };
    }
    const householdId = await this.ownHouseholdId(ctx);
    if (!householdId) return { today, signups: [] };
    const open = (await manager.findBy(VolunteerSignup, { householdId })).filter((signup) => !signup.endedAt);
    const rows = (await this.rows(manager, open)).filter((row) => row.date >= today);
    // Today's duties, and those of the next co-op day the household is down for.
    const next = rows.map((row) => row.date).find((date) => date > today);
    return { today, signups: rows.filter((row) => row.date === today || row.date === next) };
  }

  async hours(ctx: RequestContext, rawTermKey?: unknown): Promise<HoursLedgerView> {
    const user = this.member(ctx);
    const term = this.term(rawTermKey);
    const only = user.role === 'admin' ? undefined : ((await this.ownHouseholdId(ctx)) ?? null);
    return this.ledger(this.db.manager, term, only);
  }

  async correct(ctx: RequestContext, raw: Raw): Promise<HoursLedgerView> {
    const user = this.admin(ctx);
    const input = correctionInput(raw);
    const termKey = await this.db.write(async (manager) => {
      const signup = await manager.findOneBy(VolunteerSignup, { id: input.signupId });
      if (!signup) throw new AppError('NOT_FOUND', messages.signupNotFound, 'signupId');
      await manager.insert(VolunteerHourCorrection, {
        id: randomUUID(),
        signupId: signup.id,
        minutes: input.minutes,
        reason: input.reason,
        byUserId: user.id,
        byName: user.name,
        createdAt: this.now(),
      });
      return signup.termKey;
    });
    return this.ledger(this.db.manager, this.term(termKey), undefined);
  }

  async settle(ctx: RequestContext, raw: Raw): Promise<HoursLedgerView> {
    const user = this.admin(ctx);
    const input = settlementInput(raw);
    const term = this.term(input.termKey);
    const householdId = householdIdOf(input.householdId);
    const at = this.now();
    await this.db
      .write(async (manager) => {
        await lockHousehold(manager, householdId);
        if (await manager.findOneBy(VolunteerSettlement, { termKey: term.key, householdId }))
          throw new AppError('CONFLICT', messages.alreadySettled, 'householdId');
        const [household] = (await this.ledger(manager, term, householdId)).households;
        if (!household || (household.requiredMinutes === 0 && household.signups.length === 0))
          throw new AppError('NOT_FOUND', messages.householdNotInTerm, 'householdId');
        if (household.shortMinutes === 0) throw new AppError('CONFLICT', messages.nothingShort, 'householdId');
        const { hourlyRate } = await volunteerTerm(manager, term.key);
        const amount = shortfallCharge(household.shortMinutes, hourlyRate);
        if (input.outcome === 'charged' && amount === 0) throw new AppError('CONFLICT', messages.noRate, 'outcome');
        const line =
          input.outcome === 'charged'
            ? await postLine(
                manager,
                {
                  householdId,
                  kind: 'volunteer_hours',
                  amount,
                  description: shortfallLineDescription(
                    ledgerLineKindLabels.volunteer_hours,
                    term.name,
                    household.shortMinutes,
                  ),
                  occurredOn: wallClock(at, this.catalog().timeZone).day,
                  termKey: term.key,
                  externalId: shortfallExternalId(term.key, householdId),
                  note: input.reason,
                  createdByUserId: user.id,
                  createdByName: user.name,
                },
                at,
              )
            : null;
        await manager.insert(VolunteerSettlement, {
          termKey: term.key,
          householdId,
          outcome: input.outcome,
          shortMinutes: household.shortMinutes,
          amount: line ? amount : 0,
          lineId: line?.id ?? null,
          reason: input.reason,
          byUserId: user.id,
          byName: user.name,
          createdAt: at,
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', messages.alreadySettled, 'householdId');
        throw error;
      });
    return this.ledger(this.db.manager, term, undefined);
  }

  async shortHouseholds(ctx: RequestContext): Promise<ShortHouseholds> {
    this.admin(ctx);
    const manager = this.db.manager;
    const term = this.term(undefined);
    const termEnded = this.today() > term.end;
    // A term that asks no hours has no one short: one read, so the dashboard of a co-op without quotas stays cheap.
    if ((await volunteerTerm(manager, term.key)).quotaMinutes === 0) return { count: 0, termEnded };
    if (termEnded) {
      const { households } = await this.ledger(manager, term, undefined);
      const count = households.filter((row) => row.shortMinutes > 0 && row.settlement === null).length;
      return { count, termEnded };
    }
    const quotas = await householdQuotas(manager, this.catalog(), term.key);
    const open = await manager.findBy(VolunteerSignup, { termKey: term.key, endedAt: IsNull() });
    const slots = new Map(
      (await manager.findBy(VolunteerSlot, { id: In([...new Set(open.map((signup) => signup.slotId))]) })).map(
        (slot) => [slot.id, slot],
      ),
    );
    const signedUp = new Map<string, number>();
    for (const signup of open)
      signedUp.set(
        signup.householdId,
        (signedUp.get(signup.householdId) ?? 0) + slotMinutes(slots.get(signup.slotId)!),
      );
    const count = [...quotas].filter(([householdId, quota]) => (signedUp.get(householdId) ?? 0) < quota).length;
    return { count, termEnded };
  }

  /**
   * Every household taking part in the term, and any other with signups in it, with its four figures; `only`
   * narrows it to one household (null: the caller has none, so nothing).
   */
  private async ledger(manager: EntityManager, term: Term, only: string | null | undefined): Promise<HoursLedgerView> {
    const policy = await volunteerTerm(manager, term.key);
    const termEnded = this.today() > term.end;
    const base = { termKey: term.key, termName: term.name, termEnded, hourlyRate: policy.hourlyRate };
    if (only === null) return { ...base, households: [] };
    const quotas = await householdQuotas(manager, this.catalog(), term.key);
    const signups = await manager.findBy(
      VolunteerSignup,
      only ? { termKey: term.key, householdId: only } : { termKey: term.key },
    );
    const rows = await this.rows(manager, signups);
    const corrections = await this.latestCorrections(
      manager,
      signups.map((signup) => signup.id),
    );
    const bySignup = new Map(signups.map((signup) => [signup.id, signup]));
    const ids = new Set([...quotas.keys(), ...signups.map((signup) => signup.householdId)]);
    if (only) {
      ids.clear();
      ids.add(only);
    }
    const names = await householdNames(manager, [...ids]);
    const settlements = new Map(
      (await manager.findBy(VolunteerSettlement, { termKey: term.key })).map((row) => [row.householdId, row]),
    );
    const households: HouseholdHoursView[] = [...ids]
      .filter((id) => names.has(id))
      .map((householdId) => {
        const lines: HoursSignupView[] = rows
          .filter((row) => row.householdId === householdId)
          .map((row) => {
            const correction = corrections.get(row.signupId);
            return {
              ...row,
              minutes: slotMinutes(row),
              ended: bySignup.get(row.signupId)!.endedAt !== null,
              correction: correction
                ? {
                    minutes: correction.minutes,
                    reason: correction.reason,
                    byName: correction.byName,
                    at: correction.createdAt,
                  }
                : null,
            };
          })
          // An ended signup stays on the ledger only for the hours it has.
          .filter((line) => !line.ended || line.workedMinutes > 0 || line.correction);
        const requiredMinutes = quotas.get(householdId) ?? 0;
        const workedMinutes = lines.reduce((sum, line) => sum + line.workedMinutes, 0);
        const short = shortMinutes(requiredMinutes, workedMinutes);
        const settled = settlements.get(householdId);
        return {
          householdId,
          name: names.get(householdId)!,
          requiredMinutes,
          signedUpMinutes: lines.filter((line) => !line.ended).reduce((sum, line) => sum + line.minutes, 0),
          workedMinutes,
          shortMinutes: short,
          shortCharge: shortfallCharge(short, policy.hourlyRate),
          missingOut: lines.filter((line) => line.missingOut).length,
          settlement: settled
            ? {
                outcome: settled.outcome,
                shortMinutes: settled.shortMinutes,
                amount: settled.amount,
                reason: settled.reason,
                byName: settled.byName,
                at: settled.createdAt,
              }
            : null,
          signups: lines,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.householdId.localeCompare(b.householdId));
    return { ...base, households };
  }

  /** Signups as the door and the ledger show them, by date and time, with their checks and corrections read. */
  private async rows(manager: EntityManager, signups: readonly VolunteerSignup[]): Promise<CheckinRowView[]> {
    if (signups.length === 0) return [];
    const signupIds = signups.map((signup) => signup.id);
    const slots = new Map(
      (await manager.findBy(VolunteerSlot, { id: In([...new Set(signups.map((signup) => signup.slotId))]) })).map(
        (slot) => [slot.id, slot],
      ),
    );
    const roles = new Map(
      (
        await manager.findBy(VolunteerRole, { id: In([...new Set([...slots.values()].map((slot) => slot.roleId))]) })
      ).map((role) => [role.id, role.name]),
    );
    const names = new Map(
      (await manager.findBy(Household, { id: In([...new Set(signups.map((signup) => signup.householdId))]) })).map(
        (household) => [household.id, household.name],
      ),
    );
    const checks = await manager.findBy(VolunteerCheck, { signupId: In(signupIds) });
    const corrections = await this.latestCorrections(manager, signupIds);
    return signups
      .map((signup) => {
        const slot = slots.get(signup.slotId)!;
        const worked = workedTime(
          checks
            .filter((check) => check.signupId === signup.id)
            .map((check) => ({ direction: check.direction, at: check.deviceAt })),
          corrections.get(signup.id)?.minutes ?? null,
        );
        return {
          signupId: signup.id,
          householdId: signup.householdId,
          householdName: names.get(signup.householdId) ?? '',
          volunteerName: signup.volunteerName,
          roleName: roles.get(slot.roleId) ?? '',
          date: slot.date,
          start: slot.start,
          end: slot.end,
          checkedInAt: worked.firstIn,
          checkedOutAt: worked.lastOut,
          workedMinutes: worked.minutes,
          missingOut: worked.missingOut,
        };
      })
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          a.start.localeCompare(b.start) ||
          a.householdName.localeCompare(b.householdName) ||
          a.volunteerName.localeCompare(b.volunteerName) ||
          a.signupId.localeCompare(b.signupId),
      );
  }

  /** Each signup's latest correction: the one that counts. */
  private async latestCorrections(
    manager: EntityManager,
    signupIds: readonly string[],
  ): Promise<Map<string, VolunteerHourCorrection>> {
    if (signupIds.length === 0) return new Map();
    const all = await manager.find(VolunteerHourCorrection, {
      where: { signupId: In([...signupIds]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return new Map(all.map((correction) => [correction.signupId, correction]));
  }

  private replayed(earlier: VolunteerCheck, signupId: string): string {
    if (earlier.signupId !== signupId) throw new AppError('CONFLICT', messages.checkIdTaken, 'id');
    return earlier.signupId;
  }

  /** A term by its key, or the one the co-op is in (else the next to start, else the last). */
  private term(rawKey: unknown): Term {
    const terms = catalogTerms(this.catalog());
    if (rawKey !== undefined && rawKey !== null && rawKey !== '') {
      const key = termKeyOf(rawKey);
      const found = terms.find((term) => term.key === key);
      if (!found) throw new AppError('NOT_FOUND', messages.termNotFound, 'termKey');
      return found;
    }
    const today = this.today();
    return (
      terms.find((term) => term.start <= today && today <= term.end) ??
      terms.find((term) => term.start > today) ??
      terms[terms.length - 1]
    );
  }

  private today(): string {
    return wallClock(this.now(), this.catalog().timeZone).day;
  }

  private async ownHouseholdId(ctx: RequestContext): Promise<string | null> {
    return (await this.households.myHousehold(ctx))?.id ?? null;
  }

  private member(ctx: RequestContext): User {
    return requireUser(ctx, { roles: ['admin', 'parent'] }) as User;
  }

  private admin(ctx: RequestContext): User {
    return requireUser(ctx, { roles: ['admin'] }) as User;
  }
}
