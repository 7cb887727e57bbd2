import { In, type EntityManager } from 'typeorm';
import {
  allCatalogClasses,
  announcementMessages,
  audienceLabel,
  catalogTerms,
  classTitle,
  householdConditions,
  pastPlacementStatuses,
  wallClockMoment,
  type AudienceKindName,
  type Catalog,
  type CatalogClass,
  type HouseholdConditionName,
} from '@coop/contract';
import { AppError } from '../../errors';
import { activeStatuses, Role, User } from '../accounts';
import { householdsWithUnsigned } from '../agreements';
import type { CatalogSource } from '../catalog';
import { Placement } from '../enrollment-office';
import { HouseholdFormAddress, HouseholdGuardian, HouseholdStudent, householdsMissingDetails } from '../households';
import { inChunks } from '../../db/in-chunks';

export type AudienceKind = AudienceKindName;
export type HouseholdCondition = HouseholdConditionName;

export interface Audience {
  kind: AudienceKind;
  classKey?: string;
  grade?: number;
  group?: string;
  condition?: HouseholdCondition;
}

/** One household (or one account outside any household) reached: its addresses once each and its accounts. */
export interface Recipient {
  householdId: string | null;
  addresses: string[];
  accountIds: string[];
}

/**
 * The terms that have not ended on the co-op's calendar: the school year under way and a later one families
 * already enroll in. "This term's families" are those with a place in one of them; families of years gone by are
 * not. Between the last term's end and the office's next one (the summer), the last term's families still are.
 */
function currentTerms(catalog: Catalog, now: Date) {
  const today = wallClockMoment(now, catalog.timeZone).slice(0, 10);
  const terms = catalogTerms(catalog);
  const open = terms.filter((term) => term.end >= today);
  return open.length > 0 ? open : terms.slice(-1);
}

function currentClasses(catalog: Catalog, now: Date): CatalogClass[] {
  return currentTerms(catalog, now).flatMap((term) => term.classes);
}

const refuse = (message: string, field: string) => new AppError('BAD_USER_INPUT', message, field);

function knownClass(catalog: Catalog, classKey: string | undefined): CatalogClass {
  if (!classKey) throw refuse(announcementMessages.classRequired, 'classKey');
  const found = allCatalogClasses(catalog).find((item) => item.key === classKey);
  if (!found) throw refuse(announcementMessages.classUnknown, 'classKey');
  return found;
}

/**
 * The classes whose families an audience of families is: every class of the current terms, one class (of any
 * term), the current classes for a grade, or those of a group. Refuses a class, grade or group the catalog lacks.
 */
function familyClassKeys(catalog: Catalog, audience: Audience, now: Date): string[] {
  const current = currentClasses(catalog, now);
  switch (audience.kind) {
    case 'class_families':
      return [knownClass(catalog, audience.classKey).key];
    case 'grade_families': {
      const grade = audience.grade;
      const keys = current.filter((item) => grade !== undefined && item.grades.includes(grade)).map((item) => item.key);
      if (keys.length === 0) throw refuse(announcementMessages.gradeUnknown, 'grade');
      return keys;
    }
    case 'group_families':
      if (!catalog.groups.some((group) => group.key === audience.group))
        throw refuse(announcementMessages.groupUnknown, 'group');
      return current.filter((item) => item.group === audience.group).map((item) => item.key);
    default:
      return current.map((item) => item.key);
  }
}

/** Checks an audience against the catalog, refusing as resolving it would, and names it. */
export function audienceName(catalog: Catalog, audience: Audience, now = new Date()): string {
  if (!(audience.kind in kindReaders)) throw refuse(announcementMessages.kindInvalid, 'kind');
  if (audience.kind === 'households_where' && !householdConditions.includes(audience.condition!))
    throw refuse(announcementMessages.conditionRequired, 'condition');
  if (['class_families', 'grade_families', 'group_families'].includes(audience.kind))
    familyClassKeys(catalog, audience, now);
  return audienceLabel(audience.kind, {
    className: audience.classKey ? classTitle(knownClass(catalog, audience.classKey)) : undefined,
    grade: audience.grade,
    group: catalog.groups.find((group) => group.key === audience.group)?.title,
    condition: audience.condition,
  });
}

/** Every audience an administrator may choose today: the fixed ones, then each current class, grade and group. */
export function audienceChoices(catalog: Catalog, now = new Date()): Audience[] {
  const current = currentClasses(catalog, now);
  const grades = [...new Set(current.flatMap((item) => item.grades))].sort((a, b) => a - b);
  const groups = catalog.groups.filter((group) => current.some((item) => item.group === group.key));
  return [
    { kind: 'everyone' },
    { kind: 'families' },
    ...current.map((item) => ({ kind: 'class_families' as const, classKey: item.key })),
    ...grades.map((grade) => ({ kind: 'grade_families' as const, grade })),
    ...groups.map((group) => ({ kind: 'group_families' as const, group: group.key })),
    { kind: 'teachers' },
    { kind: 'staff' },
    ...householdConditions.map((condition) => ({ kind: 'households_where' as const, condition })),
  ];
}

/** The households with a held, confirmed or waitlisted child in any of these classes. */
async function householdsWithPlaces(manager: EntityManager, classKeys: readonly string[]): Promise<string[]> {
  if (classKeys.length === 0) return [];
  const rows = await manager
    .createQueryBuilder(Placement, 'placement')
    .innerJoin(HouseholdStudent, 'student', 'student.id = placement.studentId')
    .select('DISTINCT student.householdId', 'householdId')
    .where('placement.classKey IN (:...classKeys)', { classKeys })
    .andWhere('placement.status NOT IN (:...past)', { past: pastPlacementStatuses })
    .getRawMany<{ householdId: string }>();
  return rows.map((row) => row.householdId);
}

/**
 * Each household with its addresses (its active guardians' confirmed addresses, then those its enrollment forms
 * came with) and its active guardians' accounts. An unconfirmed address is not mailed: it is what links an account
 * to the children, so until confirmed it may be anyone's; the account still finds the message in its inbox.
 */
async function householdRecipients(manager: EntityManager, householdIds: Iterable<string>): Promise<Recipient[]> {
  const ids = [...new Set(householdIds)].sort();
  const byHousehold = new Map(ids.map((id) => [id, { householdId: id, addresses: [], accountIds: [] } as Recipient]));
  for (const slice of inChunks(ids)) {
    const guardians = await manager
      .createQueryBuilder(HouseholdGuardian, 'guardian')
      .innerJoin(User, 'account', 'account.id = guardian.userId')
      .select('guardian.householdId', 'householdId')
      .addSelect('account.id', 'userId')
      .addSelect('account.email', 'email')
      .addSelect('account.verifiedEmail', 'verifiedEmail')
      .where('guardian.householdId IN (:...slice)', { slice })
      .andWhere('account.status IN (:...active)', { active: activeStatuses })
      .orderBy('account.email')
      .getRawMany<{ householdId: string; userId: string; email: string; verifiedEmail: string | null }>();
    for (const guardian of guardians) {
      const recipient = byHousehold.get(guardian.householdId)!;
      recipient.accountIds.push(guardian.userId);
      if (guardian.verifiedEmail === guardian.email) recipient.addresses.push(guardian.email);
    }
    const forms = await manager.find(HouseholdFormAddress, {
      where: { householdId: In(slice) },
      order: { email: 'ASC' },
    });
    for (const form of forms) byHousehold.get(form.householdId)!.addresses.push(form.email);
  }
  return [...byHousehold.values()];
}

/** Accounts reached as themselves (staff), each with its own address. */
function accountRecipients(accounts: readonly Pick<User, 'id' | 'email'>[]): Recipient[] {
  return accounts.map((account) => ({ householdId: null, addresses: [account.email], accountIds: [account.id] }));
}

function activeAccounts(manager: EntityManager, roles?: readonly Role[]): Promise<User[]> {
  return manager.find(User, {
    select: { id: true, email: true },
    where: { status: In(activeStatuses), ...(roles ? { role: In([...roles]) } : {}) },
    order: { email: 'ASC' },
  });
}

/** Every member and every family: each account's household whole, accounts guarding none on their own. */
async function everyone(manager: EntityManager, catalog: Catalog, now: Date): Promise<Recipient[]> {
  // One after another: inside a transaction they share one connection.
  const accounts = await activeAccounts(manager);
  const guardians = await manager.find(HouseholdGuardian, { select: { userId: true, householdId: true } });
  const families = await householdsWithPlaces(manager, familyClassKeys(catalog, { kind: 'families' }, now));
  const householdOf = new Map(guardians.map((guardian) => [guardian.userId, guardian.householdId]));
  const households = new Set(families);
  for (const account of accounts) {
    const household = householdOf.get(account.id);
    if (household) households.add(household);
  }
  const alone = accounts.filter((account) => !householdOf.has(account.id));
  return [...(await householdRecipients(manager, households)), ...accountRecipients(alone)];
}

type KindReader = (manager: EntityManager, catalog: Catalog, audience: Audience, now: Date) => Promise<Recipient[]>;

const families: KindReader = async (manager, catalog, audience, now) =>
  householdRecipients(manager, await householdsWithPlaces(manager, familyClassKeys(catalog, audience, now)));

const kindReaders: Record<AudienceKind, KindReader> = {
  everyone: (manager, catalog, _audience, now) => everyone(manager, catalog, now),
  families,
  class_families: families,
  grade_families: families,
  group_families: families,
  teachers: async (manager) => accountRecipients(await activeAccounts(manager, [Role.teacher])),
  staff: async (manager) => accountRecipients(await activeAccounts(manager, [Role.teacher, Role.admin])),
  households_where: async (manager, catalog, audience, now) => {
    const households =
      audience.condition === 'agreement_unsigned'
        ? await householdsWithUnsigned(
            manager,
            currentTerms(catalog, now).map((term) => ({
              key: term.key,
              classKeys: term.classes.map((item) => item.key),
            })),
          )
        : await householdsMissingDetails(manager);
    return householdRecipients(manager, households);
  },
};

/**
 * Each address once across the whole answer, whatever its case (a guardian of one household whose address sent
 * another's forms is mailed with the first), each account once; a recipient left with neither is dropped.
 */
function distinct(recipients: readonly Recipient[]): Recipient[] {
  const addresses = new Set<string>();
  const accounts = new Set<string>();
  const firstTime = <T>(seen: Set<T>, value: T) => !seen.has(value) && Boolean(seen.add(value));
  return recipients.flatMap((recipient) => {
    const kept = {
      householdId: recipient.householdId,
      addresses: recipient.addresses
        .map((address) => address.toLowerCase())
        .filter((address) => firstTime(addresses, address)),
      accountIds: recipient.accountIds.filter((id) => firstTime(accounts, id)),
    };
    return kept.addresses.length > 0 || kept.accountIds.length > 0 ? [kept] : [];
  });
}

/** Who an audience reaches now, read in the caller's transaction; refuses an audience the catalog cannot answer. */
export async function resolveAudience(
  manager: EntityManager,
  catalog: CatalogSource,
  audience: Audience,
  now = new Date(),
): Promise<Recipient[]> {
  const current = catalog();
  audienceName(current, audience, now);
  return distinct(await kindReaders[audience.kind](manager, current, audience, now));
}

/** Households with a held, confirmed or waitlisted child in any of these classes (for class-change notices). */
export async function familiesOfClasses(manager: EntityManager, classKeys: readonly string[]): Promise<Recipient[]> {
  return distinct(await householdRecipients(manager, await householdsWithPlaces(manager, classKeys)));
}
