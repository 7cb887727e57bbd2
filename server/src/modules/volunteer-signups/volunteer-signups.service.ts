/*
 * Volunteer sign-up: GraphQL and REST call these. A parent acts for their own household only; an administrator
 * for every household; a teacher is refused FORBIDDEN, no session UNAUTHENTICATED. Public methods:
 *
 *   board(ctx, termKey?)                       the term's coming slots, the caller's people and share
 *   signUp(ctx, raw) / takeOffer(ctx, raw)     a parent puts one of their people on a slot or an offered place
 *   cancel / offer / withdrawOffer(ctx, id)    a parent's own signup, before the slot's day
 *   fill(ctx, raw) / remove(ctx, raw)          the office by hand
 *   swaps(ctx, termKey?)                       offered places and swaps made
 *   autoAssign(ctx, date)                      the office's automatic fill of one day, now
 *   openPlacesNextDay(ctx)                     the attention line's count
 *
 * Every write locks the slot's row first (see placing.ts), so two requests for one place are decided one after
 * the other, on one instance or many.
 */
import { catalogTerms, everyoneHasShare, isIsoDate, signupMessages, wallClock, type Catalog } from '@coop/contract';
import { In, IsNull, MoreThanOrEqual, Not, type EntityManager } from 'typeorm';
import { requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { User, type RequestContext } from '../accounts';
import type { CatalogSource } from '../catalog';
import { HouseholdGuardian, HouseholdStudent, householdNames, type HouseholdsService } from '../households';
import { householdQuotas, VolunteerRole, VolunteerSignup, VolunteerSlot } from '../volunteers';
import { lockSlot, minutesByHousehold, openSignups, placeVolunteer, volunteerOf, type Volunteer } from './placing';
import { SignupRemoval } from './signup-removal.entity';
import type { SignupScheduler } from './signup-scheduler';
import type {
  AutoAssignView,
  SignupBoardView,
  SignupView,
  SlotView,
  SwapView,
  VolunteerPersonView,
} from './volunteer-signups.types';

type Raw = Record<string, unknown>;

const reasonMaxLength = 500;

export class VolunteerSignupsService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly households: HouseholdsService,
    private readonly scheduler: Pick<SignupScheduler, 'fillAndMail'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async board(ctx: RequestContext, rawTermKey?: unknown): Promise<SignupBoardView> {
    const user = requireUser(ctx, { roles: ['admin', 'parent'] });
    const office = user.role === 'admin';
    // A parent whose account looks after no household yet sees the slots, with nothing of theirs on them.
    const own = office ? null : ((await this.households.myHousehold(ctx))?.id ?? '');
    const catalog = this.catalog();
    const today = this.today(catalog);
    const term = termOf(catalog, today, rawTermKey);
    const manager = this.db.manager;
    const quotas = await householdQuotas(manager, catalog, term.key);
    const minutes = await minutesByHousehold(manager, term.key);
    const slots = await manager.find(VolunteerSlot, {
      where: { termKey: term.key, date: MoreThanOrEqual(today) },
      order: { date: 'ASC', start: 'ASC', id: 'ASC' },
    });
    const rows = await openSignups(manager, { slotIds: slots.map((slot) => slot.id) });
    const names = await householdNames(
      manager,
      rows.map((row) => row.signup.householdId),
    );
    const roles = await rolesOf(manager, slots);
    const mine = (signup: VolunteerSignup) => own === null || signup.householdId === own;
    const view = (signup: VolunteerSignup): SignupView => signupView(signup, names);
    return {
      termKey: term.key,
      termName: term.name,
      quotaMinutes: own === null ? null : (quotas.get(own) ?? null),
      signedUpMinutes: own === null ? 0 : (minutes.get(own) ?? 0),
      everyoneHasShare: everyoneHasShare(quotas, minutes),
      people: await this.people(manager, own === null ? [...quotas.keys()] : [own].filter(Boolean)),
      slots: slots.map((slot): SlotView => {
        const on = rows.filter((row) => row.slot.id === slot.id).map((row) => row.signup);
        const role = roles.get(slot.roleId);
        return {
          id: slot.id,
          date: slot.date,
          start: slot.start,
          end: slot.end,
          roleName: role?.name ?? '',
          roleDescription: role?.description ?? '',
          people: slot.people,
          placesLeft: Math.max(0, slot.people - on.length),
          signups: on.filter(mine).map(view),
          offeredIds: on.filter((signup) => signup.offeredAt && (own === null || !mine(signup))).map((s) => s.id),
        };
      }),
    };
  }

  async signUp(ctx: RequestContext, raw: Raw): Promise<SignupView> {
    const caller = await this.parent(ctx);
    return this.db.write(async (manager) => {
      const slot = await lockSlot(manager, parseId(raw.slotId, 'slotId', signupMessages.slotNotFound));
      const volunteer = await this.ownVolunteer(manager, caller.householdId, raw);
      const signup = await placeVolunteer(manager, this.catalog(), {
        slot,
        volunteer,
        asker: 'family',
        source: 'family',
        signedUpBy: caller.name,
        at: this.now(),
      });
      return signupView(signup, await householdNames(manager, [signup.householdId]));
    });
  }

  /** Another household's offered place: the taker's own rules apply, except that the slot is full. */
  async takeOffer(ctx: RequestContext, raw: Raw): Promise<SignupView> {
    const caller = await this.parent(ctx);
    const offerId = parseId(raw.signupId, 'signupId', signupMessages.signupNotFound);
    return this.db.write(async (manager) => {
      const found = await manager.findOneBy(VolunteerSignup, { id: offerId });
      if (!found) throw new AppError('NOT_FOUND', signupMessages.signupNotFound, 'signupId');
      const slot = await lockSlot(manager, found.slotId);
      // Read again under the slot's lock: the offer may have been withdrawn or taken meanwhile.
      const offer = await manager.findOneByOrFail(VolunteerSignup, { id: offerId });
      if (offer.endedAt || !offer.offeredAt) throw new AppError('CONFLICT', signupMessages.notOffered, 'signupId');
      if (offer.householdId === caller.householdId) throw new AppError('CONFLICT', signupMessages.ownOffer, 'signupId');
      const volunteer = await this.ownVolunteer(manager, caller.householdId, raw);
      const signup = await placeVolunteer(manager, this.catalog(), {
        slot,
        volunteer,
        asker: 'family',
        source: 'family',
        signedUpBy: caller.name,
        at: this.now(),
        offer,
      });
      return signupView(signup, await householdNames(manager, [signup.householdId]));
    });
  }

  cancel(ctx: RequestContext, rawId: unknown): Promise<SignupView> {
    return this.changeOwn(ctx, rawId, (_signup, caller, at) => ({
      endedAt: at,
      endedReason: 'cancelled',
      endedBy: caller.name,
    }));
  }

  offer(ctx: RequestContext, rawId: unknown): Promise<SignupView> {
    return this.changeOwn(ctx, rawId, (signup, _caller, at) => ({ offeredAt: signup.offeredAt ?? at }));
  }

  withdrawOffer(ctx: RequestContext, rawId: unknown): Promise<SignupView> {
    return this.changeOwn(ctx, rawId, (signup) => {
      if (!signup.offeredAt) throw new AppError('CONFLICT', signupMessages.notOffered, 'signupId');
      return { offeredAt: null };
    });
  }

  /** The office puts any taking-part household's guardian or child on a slot: not bound by fair share or the window. */
  async fill(ctx: RequestContext, raw: Raw): Promise<SignupView> {
    const admin = requireUser(ctx, { roles: ['admin'] });
    return this.db.write(async (manager) => {
      const slot = await lockSlot(manager, parseId(raw.slotId, 'slotId', signupMessages.slotNotFound));
      const volunteer = await volunteerOf(manager, raw.volunteerKind, raw.volunteerId);
      const signup = await placeVolunteer(manager, this.catalog(), {
        slot,
        volunteer,
        asker: 'office',
        source: 'office',
        signedUpBy: admin.name,
        at: this.now(),
      });
      return signupView(signup, await householdNames(manager, [signup.householdId]));
    });
  }

  async remove(ctx: RequestContext, raw: Raw): Promise<SignupView> {
    const admin = requireUser(ctx, { roles: ['admin'] });
    const id = parseId(raw.signupId, 'signupId', signupMessages.signupNotFound);
    const reason = typeof raw.reason === 'string' ? raw.reason.trim() : '';
    if (!reason || reason.length > reasonMaxLength)
      throw new AppError('BAD_USER_INPUT', signupMessages.reasonRequired, 'reason');
    return this.db.write(async (manager) => {
      const signup = await this.lockedOpenSignup(manager, id);
      const ended = { endedAt: this.now(), endedReason: 'removed' as const, endedBy: admin.name };
      await manager.update(VolunteerSignup, { id }, ended);
      await manager.insert(SignupRemoval, { signupId: id, reason });
      return signupView({ ...signup, ...ended }, await householdNames(manager, [signup.householdId]));
    });
  }

  async swaps(ctx: RequestContext, rawTermKey?: unknown): Promise<SwapView[]> {
    requireUser(ctx, { roles: ['admin'] });
    const catalog = this.catalog();
    const term = termOf(catalog, this.today(catalog), rawTermKey);
    const manager = this.db.manager;
    const offers = await manager.find(VolunteerSignup, {
      where: { termKey: term.key, offeredAt: Not(IsNull()) },
      order: { offeredAt: 'DESC', id: 'ASC' },
    });
    const offered = offers.filter((offer) => !offer.endedAt || offer.endedReason === 'swapped');
    const takers = offered.length
      ? await manager.findBy(VolunteerSignup, { swappedFromId: In(offered.map((offer) => offer.id)) })
      : [];
    const slots = offered.length
      ? await manager.findBy(VolunteerSlot, { id: In(offered.map((offer) => offer.slotId)) })
      : [];
    const slotById = new Map(slots.map((slot) => [slot.id, slot]));
    const roles = await rolesOf(manager, slots);
    const names = await householdNames(
      manager,
      [...offered, ...takers].map((row) => row.householdId),
    );
    return offered.map((offer) => {
      const slot = slotById.get(offer.slotId)!;
      const taker = takers.find((row) => row.swappedFromId === offer.id);
      return {
        offerId: offer.id,
        date: slot.date,
        start: slot.start,
        end: slot.end,
        roleName: roles.get(slot.roleId)?.name ?? '',
        offeredBy: offer.volunteerName,
        offeredHousehold: names.get(offer.householdId) ?? '',
        offeredAt: offer.offeredAt!,
        takenBy: taker?.volunteerName ?? null,
        takenHousehold: taker ? (names.get(taker.householdId) ?? '') : null,
        takenAt: taker?.createdAt ?? null,
      };
    });
  }

  async autoAssign(ctx: RequestContext, rawDate: unknown): Promise<AutoAssignView> {
    requireUser(ctx, { roles: ['admin'] });
    if (typeof rawDate !== 'string' || !isIsoDate(rawDate))
      throw new AppError('BAD_USER_INPUT', signupMessages.dateInvalid, 'date');
    const placed = await this.db.write((manager) => this.scheduler.fillAndMail(manager, rawDate, this.now()));
    const names = await householdNames(
      this.db.manager,
      placed.map((row) => row.signup.householdId),
    );
    return { date: rawDate, assigned: placed.map((row) => signupView(row.signup, names)) };
  }

  /** The next co-op day with slots (today or later) and its open places; null when none is ahead. */
  async openPlacesNextDay(ctx: RequestContext): Promise<{ date: string; open: number } | null> {
    requireUser(ctx, { roles: ['admin'] });
    const today = this.today(this.catalog());
    // One statement: the dashboard's lines are read in a fixed few, whatever the number of slots.
    const row = await this.db.manager
      .createQueryBuilder(VolunteerSlot, 'slot')
      .select('slot.date', 'date')
      .addSelect('SUM(slot.people)', 'places')
      .addSelect(
        `(SELECT COUNT(*) FROM volunteer_signups held JOIN volunteer_slots other ON other.id = held.slot_id
          WHERE other.date = slot.date AND held.ended_at IS NULL)`,
        'taken',
      )
      .where('slot.date = (SELECT MIN(upcoming.date) FROM volunteer_slots upcoming WHERE upcoming.date >= :today)', {
        today,
      })
      .groupBy('slot.date')
      .getRawOne<{ date: string; places: string | number; taken: string | number }>();
    if (!row) return null;
    return { date: row.date, open: Math.max(0, Number(row.places) - Number(row.taken)) };
  }

  private today(catalog: Catalog): string {
    return wallClock(this.now(), catalog.timeZone).day;
  }

  private async parent(ctx: RequestContext): Promise<{ name: string; householdId: string }> {
    const user = requireUser(ctx, { roles: ['parent'] });
    const household = await this.households.myHousehold(ctx);
    if (!household) throw new AppError('FORBIDDEN', signupMessages.notYourHousehold);
    return { name: user.name, householdId: household.id };
  }

  private async ownVolunteer(manager: EntityManager, householdId: string, raw: Raw): Promise<Volunteer> {
    const volunteer = await volunteerOf(manager, raw.volunteerKind, raw.volunteerId);
    if (volunteer.householdId !== householdId)
      throw new AppError('FORBIDDEN', signupMessages.notYourHousehold, 'volunteerId');
    return volunteer;
  }

  /** The open signup, its slot locked; another household's is answered as none (a parent's `householdId`). */
  private async lockedOpenSignup(manager: EntityManager, id: string, householdId?: string): Promise<VolunteerSignup> {
    const found = await manager.findOneBy(VolunteerSignup, { id });
    if (!found || (householdId && found.householdId !== householdId))
      throw new AppError('NOT_FOUND', signupMessages.signupNotFound, 'signupId');
    await lockSlot(manager, found.slotId);
    const signup = await manager.findOneByOrFail(VolunteerSignup, { id });
    if (signup.endedAt) throw new AppError('CONFLICT', signupMessages.signupEnded, 'signupId');
    return signup;
  }

  /** A change a parent makes to their household's own open signup, before the slot's day. */
  private async changeOwn(
    ctx: RequestContext,
    rawId: unknown,
    change: (
      signup: VolunteerSignup,
      caller: { name: string },
      at: Date,
    ) => Partial<Pick<VolunteerSignup, 'offeredAt' | 'endedAt' | 'endedReason' | 'endedBy'>>,
  ): Promise<SignupView> {
    const caller = await this.parent(ctx);
    const id = parseId(rawId, 'signupId', signupMessages.signupNotFound);
    return this.db.write(async (manager) => {
      const signup = await this.lockedOpenSignup(manager, id, caller.householdId);
      const slot = await manager.findOneByOrFail(VolunteerSlot, { id: signup.slotId });
      if (this.today(this.catalog()) >= slot.date)
        throw new AppError('CONFLICT', signupMessages.cancelTooLate, 'signupId');
      const changes = change(signup, caller, this.now());
      await manager.update(VolunteerSignup, { id }, changes);
      return signupView({ ...signup, ...changes }, await householdNames(manager, [signup.householdId]));
    });
  }

  /** Each household's guardians and children, as the people a signup may name. */
  private async people(manager: EntityManager, householdIds: string[]): Promise<VolunteerPersonView[]> {
    if (householdIds.length === 0) return [];
    const names = await householdNames(manager, householdIds);
    const guardians = await manager.findBy(HouseholdGuardian, { householdId: In(householdIds) });
    const users = guardians.length
      ? await manager.findBy(User, { id: In(guardians.map((guardian) => guardian.userId)) })
      : [];
    const students = await manager.findBy(HouseholdStudent, { householdId: In(householdIds) });
    const people: VolunteerPersonView[] = [
      ...guardians.flatMap((guardian) => {
        const user = users.find((each) => each.id === guardian.userId);
        return user
          ? [{ kind: 'guardian' as const, id: user.id, name: user.name, householdId: guardian.householdId }]
          : [];
      }),
      ...students.map((student) => ({
        kind: 'student' as const,
        id: student.id,
        name: student.fullName,
        householdId: student.householdId,
      })),
    ].map((person) => ({ ...person, householdName: names.get(person.householdId) ?? '' }));
    return people.sort(
      (a, b) =>
        a.householdName.localeCompare(b.householdName) ||
        a.householdId.localeCompare(b.householdId) ||
        (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'guardian' ? -1 : 1),
    );
  }
}

/** The term asked for, or the first whose end is today or later (the last when all are over). */
function termOf(catalog: Catalog, today: string, raw: unknown) {
  const terms = catalogTerms(catalog);
  if (raw !== undefined && raw !== null && raw !== '') {
    const term = terms.find((each) => each.key === raw);
    if (!term) throw new AppError('NOT_FOUND', signupMessages.termNotFound, 'termKey');
    return term;
  }
  return terms.find((each) => each.end >= today) ?? terms[terms.length - 1];
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseId(value: unknown, field: string, notFound: string): string {
  if (typeof value !== 'string' || !uuid.test(value)) throw new AppError('NOT_FOUND', notFound, field);
  return value.toLowerCase();
}

async function rolesOf(manager: EntityManager, slots: readonly VolunteerSlot[]) {
  const ids = [...new Set(slots.map((slot) => slot.roleId))];
  return new Map(
    (ids.length ? await manager.findBy(VolunteerRole, { id: In(ids) }) : []).map((role) => [role.id, role]),
  );
}

function signupView(signup: VolunteerSignup, names: ReadonlyMap<string, string>): SignupView {
  return {
    id: signup.id,
    householdId: signup.householdId,
    householdName: names.get(signup.householdId) ?? '',
    volunteerKind: signup.volunteerKind,
    volunteerId: signup.volunteerId,
    volunteerName: signup.volunteerName,
    source: signup.source,
    offered: signup.offeredAt !== null,
  };
}
