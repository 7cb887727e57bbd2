/*
 * The duties service: GraphQL and REST call these; every one is the office's (administrators only). Public methods:
 *
 *   duties(ctx, termKey): Promise<VolunteerDutiesView>     the Duties tab: roles, the term's policy, exemptions,
 *                                                          background checks, and the term's slots with who holds them
 *   addRole(ctx, raw) / saveRole(ctx, raw): DutyRoleView   a duty role, new or edited
 *   retireRole(ctx, raw): DutyRoleView                     retire a role (or offer it again); it stays for history
 *   saveTerm(ctx, raw): VolunteerTerm                      the term's quota, rate, sign-up window, auto-assign days
 *   saveExemption(ctx, raw) / removeExemption(ctx, raw)    a household's own quota for a term, with the reason
 *   saveBackgroundCheck(ctx, raw) / removeBackgroundCheck  a guardian's background check on file
 *   generateSlots(ctx, raw): number                        the slots of a role still missing from the term; how many
 *   saveSlot(ctx, raw): SlotView / deleteSlot(ctx, raw)    one slot's people and times; delete one nobody holds
 */
import {
  classMeetingSlots,
  classTitle,
  patternSlots,
  slotAlreadyThere,
  volunteerDutiesMessages as messages,
  type ScheduleChange,
  type Term,
  type VolunteerTerm,
} from '@coop/contract';
import { randomUUID } from 'node:crypto';
import { In, IsNull, type EntityManager } from 'typeorm';
import { requireAdmin } from '../../auth/guards';
import type { Database } from '../../db/database';
import { findForUpdate } from '../../db/row-locks';
import { AppError } from '../../errors';
import { User, type RequestContext } from '../accounts';
import type { CatalogSource } from '../catalog';
import { Household, HouseholdGuardian, householdNames } from '../households';
import { BackgroundCheck } from './background-check.entity';
import {
  parseBackgroundCheck,
  parseExemption,
  parseId,
  parsePattern,
  parsePolicy,
  parseRole,
  parseSlotEdit,
  parseTerm,
} from './duties.rules';
import type { DutyRoleView, GuardianView, SlotView, VolunteerDutiesView } from './duties.types';
import { householdQuotas, volunteerTerm } from './household-quotas';
import { VolunteerExemption } from './volunteer-exemption.entity';
import { VolunteerRole } from './volunteer-role.entity';
import { VolunteerSignup } from './volunteer-signup.entity';
import { VolunteerSlot } from './volunteer-slot.entity';
import { VolunteerTermRow } from './volunteer-term.entity';

type Raw = Record<string, unknown>;

/** The class meetings' one-off changes, as the calendar reads them. */
export type ScheduleChangesSource = () => { changes: readonly ScheduleChange[] };

const roleView = ({
  id,
  name,
  description,
  people,
  minAge,
  needsBackgroundCheck,
  perClass,
  retired,
}: VolunteerRole) => ({
  id,
  name,
  description,
  people,
  minAge,
  needsBackgroundCheck,
  perClass,
  retired,
});

export class VolunteerDutiesService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    private readonly scheduleChanges: ScheduleChangesSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async duties(ctx: RequestContext, rawTermKey: unknown): Promise<VolunteerDutiesView> {
    requireAdmin(ctx);
    const term = parseTerm(this.catalog(), rawTermKey);
    const manager = this.db.manager;
    const quotas = await householdQuotas(manager, this.catalog(), term.key);
    const exemptions = await manager.find(VolunteerExemption, {
      where: { termKey: term.key },
      order: { createdAt: 'ASC' },
    });
    const names = await householdNames(manager, [
      ...new Set([...quotas.keys(), ...exemptions.map((row) => row.householdId)]),
    ]);
    const nameOf = (householdId: string) => names.get(householdId) ?? householdId;
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    return {
      termKey: term.key,
      termName: term.name,
      policy: await volunteerTerm(manager, term.key),
      roles: (await manager.find(VolunteerRole, { order: { createdAt: 'ASC' } })).map(roleView),
      households: [...quotas]
        .map(([householdId, quotaMinutes]) => ({ householdId, name: nameOf(householdId), quotaMinutes }))
        .sort(byName),
      exemptions: exemptions.map(({ householdId, quotaMinutes, reason, byName: by }) => ({
        householdId,
        householdName: nameOf(householdId),
        quotaMinutes,
        reason,
        byName: by,
      })),
      guardians: (await this.guardians(manager)).sort(byName),
      slots: await this.slots(manager, term),
    };
  }

  async addRole(ctx: RequestContext, raw: Raw): Promise<DutyRoleView> {
    requireAdmin(ctx);
    const role = parseRole(raw);
    return this.db.write(async (manager) =>
      roleView(await manager.save(VolunteerRole, { id: randomUUID(), ...role, retired: false, createdAt: this.now() })),
    );
  }

  async saveRole(ctx: RequestContext, raw: Raw): Promise<DutyRoleView> {
    requireAdmin(ctx);
    const id = parseId(raw.id, 'id', messages.roleNotFound);
    const role = parseRole(raw);
    return this.db.write(async (manager) => {
      const row = await this.role(manager, id);
      return roleView(await manager.save(VolunteerRole, { ...row, ...role }));
    });
  }

  async retireRole(ctx: RequestContext, raw: Raw): Promise<DutyRoleView> {
    requireAdmin(ctx);
    const id = parseId(raw.id, 'id', messages.roleNotFound);
    const retired = raw.retired !== false;
    return this.db.write(async (manager) => {
      const row = await this.role(manager, id);
      return roleView(await manager.save(VolunteerRole, { ...row, retired }));
    });
  }

  async saveTerm(ctx: RequestContext, raw: Raw): Promise<VolunteerTerm> {
    requireAdmin(ctx);
    const { key: termKey } = parseTerm(this.catalog(), raw.termKey);
    const policy = parsePolicy(raw);
    return this.db.write(async (manager) => {
      await manager.save(VolunteerTermRow, { termKey, ...policy, updatedAt: this.now() });
      return volunteerTerm(manager, termKey);
    });
  }

  async saveExemption(ctx: RequestContext, raw: Raw) {
    const admin = requireAdmin(ctx);
    const { key: termKey } = parseTerm(this.catalog(), raw.termKey);
    const householdId = parseId(raw.householdId, 'householdId', messages.householdNotFound);
    const exemption = parseExemption(raw);
    return this.db.write(async (manager) => {
      if (!(await manager.existsBy(Household, { id: householdId })))
        throw new AppError('NOT_FOUND', messages.householdNotFound, 'householdId');
      const kept = await manager.findOneBy(VolunteerExemption, { termKey, householdId });
      await manager.save(VolunteerExemption, {
        termKey,
        householdId,
        ...exemption,
        byName: admin.name,
        createdAt: kept?.createdAt ?? this.now(),
      });
      const names = await householdNames(manager, [householdId]);
      return { householdId, householdName: names.get(householdId)!, ...exemption, byName: admin.name };
    });
  }

  async removeExemption(ctx: RequestContext, raw: Raw): Promise<boolean> {
    requireAdmin(ctx);
    const { key: termKey } = parseTerm(this.catalog(), raw.termKey);
    const householdId = parseId(raw.householdId, 'householdId', messages.householdNotFound);
    return this.db.write(async (manager) => {
      const { affected } = await manager.delete(VolunteerExemption, { termKey, householdId });
      if (!affected) throw new AppError('NOT_FOUND', messages.householdNotFound, 'householdId');
      return true;
    });
  }

  async saveBackgroundCheck(ctx: RequestContext, raw: Raw): Promise<GuardianView> {
    const admin = requireAdmin(ctx);
    const userId = parseId(raw.userId, 'userId', messages.guardianNotFound);
    const record = parseBackgroundCheck(raw);
    return this.db.write(async (manager) => {
      if (!(await manager.existsBy(HouseholdGuardian, { userId })))
        throw new AppError('NOT_FOUND', messages.guardianNotFound, 'userId');
      await manager.save(BackgroundCheck, { userId, ...record, byName: admin.name, updatedAt: this.now() });
      return (await this.guardians(manager, userId))[0];
    });
  }

  async removeBackgroundCheck(ctx: RequestContext, raw: Raw): Promise<boolean> {
    requireAdmin(ctx);
    const userId = parseId(raw.userId, 'userId', messages.guardianNotFound);
    return this.db.write(async (manager) => {
      const { affected } = await manager.delete(BackgroundCheck, { userId });
      if (!affected) throw new AppError('NOT_FOUND', messages.guardianNotFound, 'userId');
      return true;
    });
  }

  /**
   * Adds the role's slots the term is still missing: for a per-class role one per class meeting, otherwise one per
   * co-op day on the pattern's weekdays. Generating twice adds nothing the second time.
   */
  async generateSlots(ctx: RequestContext, raw: Raw): Promise<number> {
    requireAdmin(ctx);
    const term = parseTerm(this.catalog(), raw.termKey);
    const roleId = parseId(raw.roleId, 'roleId', messages.roleNotFound);
    return this.db.write(async (manager) => {
      // Locked so that two offices generating at once add each slot once.
      const role = await manager.findOne(VolunteerRole, { where: { id: roleId }, ...findForUpdate(manager) });
      if (!role) throw new AppError('NOT_FOUND', messages.roleNotFound, 'roleId');
      if (role.retired) throw new AppError('BAD_USER_INPUT', messages.roleRetired, 'roleId');
      const planned = role.perClass
        ? classMeetingSlots(term, this.scheduleChanges().changes)
        : patternSlots(term, parsePattern(raw));
      const existing = await manager.findBy(VolunteerSlot, { termKey: term.key, roleId });
      const added: VolunteerSlot[] = [];
      const at = this.now();
      for (const slot of planned) {
        if (slotAlreadyThere(slot, [...existing, ...added])) continue;
        added.push(
          manager.create(VolunteerSlot, {
            id: randomUUID(),
            termKey: term.key,
            roleId,
            ...slot,
            people: role.people,
            createdAt: at,
          }),
        );
      }
      // In batches, as a term of daily slots for many classes is several hundred rows.
      await manager.save(VolunteerSlot, added, { chunk: 100 });
      return added.length;
    });
  }

  async saveSlot(ctx: RequestContext, raw: Raw): Promise<SlotView> {
    requireAdmin(ctx);
    const id = parseId(raw.id, 'id', messages.slotNotFound);
    return this.db.write(async (manager) => {
      const slot = await this.lockedSlot(manager, id);
      const held = await manager.countBy(VolunteerSignup, { slotId: id, endedAt: IsNull() });
      await manager.save(VolunteerSlot, { ...slot, ...parseSlotEdit(raw, held) });
      const term = parseTerm(this.catalog(), slot.termKey);
      return (await this.slots(manager, term, id))[0];
    });
  }

  async deleteSlot(ctx: RequestContext, raw: Raw): Promise<boolean> {
    requireAdmin(ctx);
    const id = parseId(raw.id, 'id', messages.slotNotFound);
    return this.db.write(async (manager) => {
      await this.lockedSlot(manager, id);
      if (await manager.existsBy(VolunteerSignup, { slotId: id, endedAt: IsNull() }))
        throw new AppError('CONFLICT', messages.slotHeld, 'id');
      // Ended signups stay as they are: they keep the household, the term and why they ended, as history.
      await manager.delete(VolunteerSlot, { id });
      return true;
    });
  }

  private async role(manager: EntityManager, id: string): Promise<VolunteerRole> {
    const row = await manager.findOneBy(VolunteerRole, { id });
    if (!row) throw new AppError('NOT_FOUND', messages.roleNotFound, 'id');
    return row;
  }

  /** The slot, locked until the transaction ends so that no place is taken on it meanwhile. */
  private async lockedSlot(manager: EntityManager, id: string): Promise<VolunteerSlot> {
    const slot = await manager.findOne(VolunteerSlot, { where: { id }, ...findForUpdate(manager) });
    if (!slot) throw new AppError('NOT_FOUND', messages.slotNotFound, 'id');
    return slot;
  }

  /** Every guardian account (or one), with its household and the background check on file. */
  private async guardians(manager: EntityManager, userId?: string): Promise<GuardianView[]> {
    const links = await manager.findBy(HouseholdGuardian, userId ? { userId } : {});
    if (links.length === 0) return [];
    const ids = links.map((link) => link.userId);
    const users = new Map((await manager.findBy(User, { id: In(ids) })).map((user) => [user.id, user.name]));
    const checks = new Map(
      (await manager.findBy(BackgroundCheck, { userId: In(ids) })).map((row) => [row.userId, row]),
    );
    const names = await householdNames(manager, [...new Set(links.map((link) => link.householdId))]);
    return links.map((link) => {
      const check = checks.get(link.userId);
      return {
        userId: link.userId,
        name: users.get(link.userId) ?? '',
        householdName: names.get(link.householdId) ?? '',
        check: check
          ? { checkedOn: check.checkedOn, expiresOn: check.expiresOn, note: check.note, byName: check.byName }
          : null,
      };
    });
  }

  /** The term's slots (or one) by date and time, with the places held and who holds them. */
  private async slots(manager: EntityManager, term: Term, id?: string): Promise<SlotView[]> {
    const rows = await manager.find(VolunteerSlot, {
      where: id ? { id } : { termKey: term.key },
      order: { date: 'ASC', start: 'ASC', createdAt: 'ASC' },
    });
    if (rows.length === 0) return [];
    const roles = new Map(
      (await manager.findBy(VolunteerRole, { id: In([...new Set(rows.map((row) => row.roleId))]) })).map((role) => [
        role.id,
        role.name,
      ]),
    );
    const open = await manager.find(VolunteerSignup, {
      where: id ? { slotId: id, endedAt: IsNull() } : { termKey: term.key, endedAt: IsNull() },
      order: { createdAt: 'ASC' },
    });
    const holders = new Map<string, string[]>();
    for (const signup of open)
      holders.set(signup.slotId, [...(holders.get(signup.slotId) ?? []), signup.volunteerName]);
    const classes = new Map(term.classes.map((item) => [item.key, classTitle(item)]));
    return rows.map((row) => ({
      id: row.id,
      roleId: row.roleId,
      roleName: roles.get(row.roleId) ?? '',
      date: row.date,
      start: row.start,
      end: row.end,
      classKey: row.classKey,
      classTitle: row.classKey ? (classes.get(row.classKey) ?? row.classKey) : null,
      people: row.people,
      held: holders.get(row.id)?.length ?? 0,
      holders: holders.get(row.id) ?? [],
    }));
  }
}
