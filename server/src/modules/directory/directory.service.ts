/*
 * The member directory: GraphQL and REST call these, and every permission check is here. Approved members (admins,
 * teachers, parents) whose address is confirmed read the households that chose to be listed, with only the fields
 * each chose; a guardian of a household chooses for it. Public methods:
 *
 *   directory(ctx, search?): Promise<DirectoryEntry[]>      every listed household, by the name it shows
 *   myListing(ctx): Promise<ListingView | null>             the caller's household's choices; null without one
 *   setMyListing(ctx, raw): Promise<ListingView>            its guardian: listed or not, and the fields shown
 */
import { In, type EntityManager } from 'typeorm';
import {
  checkDirectoryChoices,
  directoryFields,
  directoryMessages,
  pageMessages,
  searchMaxLength,
  type DirectoryChoices,
  type DirectoryField,
} from '@coop/contract';
import { requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { activeStatuses, requireConfirmedEmail, User, type RequestContext } from '../accounts';
import { Household, HouseholdGuardian, HouseholdStudent, recordHistory } from '../households';
import { DirectoryListing } from './directory-listing.entity';
import { listingHistoryText } from './directory-history-text';
import type { DirectoryEntry, ListingView } from './directory.types';

type Raw = Record<string, unknown>;

/** Each field and the column holding the household's choice of it. */
const columnOf = {
  householdName: 'showHouseholdName',
  guardianNames: 'showGuardianNames',
  children: 'showChildren',
  phone: 'showPhone',
  email: 'showEmail',
} as const satisfies Record<DirectoryField, keyof DirectoryListing>;

const chosenFields = (listing: DirectoryListing | null): DirectoryField[] =>
  listing ? directoryFields.filter((field) => listing[columnOf[field]]) : [];

/** The first word of a child's full name: the directory never shows more of it. */
const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

const blankAsNull = (text: string) => (text.trim() === '' ? null : text);

function parseSearch(value: unknown): string {
  const search = typeof value === 'string' ? value.trim() : '';
  if (search.length > searchMaxLength) throw new AppError('BAD_USER_INPUT', pageMessages.searchTooLong, 'search');
  return search.toLowerCase();
}

function parseChoices(raw: Raw): DirectoryChoices {
  const checked = checkDirectoryChoices(raw);
  if (!checked.ok) throw new AppError('BAD_USER_INPUT', checked.message, checked.field);
  return checked.value;
}

type SortedEntry = DirectoryEntry & { sortKey: string };

/** By the name a household shows, letters' case and accents aside; a household showing no name comes last. */
const byShownName = (a: SortedEntry, b: SortedEntry) =>
  Number(a.sortKey === '') - Number(b.sortKey === '') ||
  a.sortKey.localeCompare(b.sortKey, 'en', { sensitivity: 'base' }) ||
  a.id.localeCompare(b.id);

/** A read by household ids, skipped when there are none. */
const ofHouseholds = async <T>(ids: string[], read: (ids: string[]) => Promise<T[]>): Promise<T[]> =>
  ids.length > 0 ? read(ids) : [];

export class DirectoryService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async directory(ctx: RequestContext, rawSearch?: unknown): Promise<DirectoryEntry[]> {
    this.member(ctx);
    const search = parseSearch(rawSearch);
    const entries = await this.listedEntries(this.db.manager);
    // Only what a household shows is searched, so a search can never find it by a name it keeps to itself.
    const found = search
      ? entries.filter((entry) =>
          [entry.name, ...entry.guardians.map((guardian) => guardian.name), ...entry.children.map((c) => c.firstName)]
            .filter((text): text is string => text !== null)
            .some((text) => text.toLowerCase().includes(search)),
        )
      : entries;
    return found.sort(byShownName).map(({ sortKey: _, ...entry }) => entry);
  }

  async myListing(ctx: RequestContext): Promise<ListingView | null> {
    const user = this.member(ctx);
    const household = await this.householdOf(this.db.manager, user);
    if (!household) return null;
    return this.listingView(
      household,
      await this.db.manager.findOneBy(DirectoryListing, { householdId: household.id }),
    );
  }

  async setMyListing(ctx: RequestContext, raw: Raw): Promise<ListingView> {
    const user = this.member(ctx);
    const choices = parseChoices(raw);
    return this.db.write(async (manager) => {
      const household = await this.householdOf(manager, user);
      if (!household) throw new AppError('NOT_FOUND', directoryMessages.noHousehold);
      const before = await manager.findOneBy(DirectoryListing, { householdId: household.id });
      const text = listingHistoryText(
        user.name,
        { listed: before?.listed ?? false, fields: chosenFields(before) },
        choices,
      );
      if (!text) return this.listingView(household, before);
      const at = this.now();
      const row = manager.create(DirectoryListing, {
        householdId: household.id,
        listed: choices.listed,
        ...Object.fromEntries(directoryFields.map((field) => [columnOf[field], choices.fields.includes(field)])),
        updatedAt: at,
      });
      await manager.save(row);
      await recordHistory(manager, household.id, user.id, text, at);
      return this.listingView(household, row);
    });
  }

  /**
   * An approved member whose address is confirmed. Every role shows children's first names here, so the rule that
   * nothing about children reaches an unconfirmed address holds for teachers and administrators too.
   */
  private member(ctx: RequestContext): User {
    const user = requireUser(ctx, { roles: ['admin', 'teacher', 'parent'] });
    requireConfirmedEmail(user);
    return user;
  }

  /** The household the account guards: its id and name, nothing more. */
  private async householdOf(manager: EntityManager, user: User): Promise<Pick<Household, 'id' | 'name'> | null> {
    const guardian = await manager.findOneBy(HouseholdGuardian, { userId: user.id });
    if (!guardian) return null;
    return manager.findOne(Household, { select: { id: true, name: true }, where: { id: guardian.householdId } });
  }

  private listingView(household: Pick<Household, 'id' | 'name'>, listing: DirectoryListing | null): ListingView {
    return {
      householdId: household.id,
      householdName: household.name,
      listed: listing?.listed ?? false,
      fields: chosenFields(listing),
    };
  }

  /**
   * The listed households with the fields they chose. Each read names its columns: a child's birthday, allergies,
   * medical notes, emergency contacts and pickup adults, and the household's address, are never read at all; the
   * guardians and children are read only for the households showing them.
   */
  private async listedEntries(manager: EntityManager): Promise<SortedEntry[]> {
    const listings = await manager.find(DirectoryListing, { where: { listed: true } });
    if (listings.length === 0) return [];
    const ids = (show: (listing: DirectoryListing) => boolean) =>
      listings.filter(show).map((listing) => listing.householdId);
    const showsGuardians = (listing: DirectoryListing) => listing.showGuardianNames || listing.showEmail;
    const [households, guardians, students] = await Promise.all([
      manager.find(Household, {
        select: { id: true, name: true, homePhone: true },
        where: { id: In(ids(() => true)) },
      }),
      ofHouseholds(ids(showsGuardians), (householdIds) =>
        manager.find(HouseholdGuardian, { where: { householdId: In(householdIds) }, order: { addedAt: 'ASC' } }),
      ),
      ofHouseholds(
        ids((listing) => listing.showChildren),
        (householdIds) =>
          manager.find(HouseholdStudent, {
            select: { id: true, householdId: true, fullName: true, grade: true, createdAt: true },
            where: { householdId: In(householdIds) },
            order: { createdAt: 'ASC' },
          }),
      ),
    ]);
    // Only accounts that may still sign in: a rejected or deleted guardian's name and address are not shown.
    const accounts = guardians.length
      ? await manager.find(User, {
          select: { id: true, name: true, email: true },
          where: { id: In(guardians.map((guardian) => guardian.userId)), status: In(activeStatuses) },
        })
      : [];
    return households.map((household) => {
      const listing = listings.find((each) => each.householdId === household.id)!;
      const name = listing.showHouseholdName ? blankAsNull(household.name) : null;
      const shownGuardians = guardians
        .filter((guardian) => guardian.householdId === household.id)
        .flatMap((guardian) => accounts.filter((account) => account.id === guardian.userId))
        .map((account) => ({
          name: listing.showGuardianNames ? account.name : null,
          email: listing.showEmail ? account.email : null,
        }));
      const guardianNames = shownGuardians.flatMap((guardian) => (guardian.name ? [guardian.name] : []));
      return {
        id: household.id,
        name,
        guardians: shownGuardians,
        children: students
          .filter((student) => student.householdId === household.id)
          .map((student) => ({ firstName: firstNameOf(student.fullName), grade: student.grade })),
        phone: listing.showPhone ? blankAsNull(household.homePhone) : null,
        // By the name it shows, or else its guardians' names: a name it keeps to itself places it nowhere.
        sortKey: name ?? guardianNames.join(', '),
      };
    });
  }
}
