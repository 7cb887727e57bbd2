/*
 * The households service: GraphQL, REST and the enrollment office call these; every permission check is here.
 * A guardian whose address is confirmed sees and changes their own household; an administrator every one; a
 * teacher none; an unconfirmed account nothing of any child (EMAIL_NOT_VERIFIED). Public methods:
 *
 *   placeFormStudent(manager, form, at): Promise<string>        inside an enrollment form's write: the student id
 *   studentsOfGuardian(ctx): Promise<StudentView[]>             My family's students (guardian, confirmed)
 *   guardsStudent(manager, user, studentId): Promise<boolean>   whether the account is a guardian of the student
 *   myHousehold(ctx): Promise<HouseholdView | null>             guardian
 *   household(ctx, id): Promise<HouseholdView>                  its guardian; admin
 *   households(ctx, search?): Promise<HouseholdView[]>          admin: by name, address, phone, e-mail or student
 *   updateHousehold(ctx, raw): Promise<HouseholdView>           its guardian; admin
 *   addStudent(ctx, raw) / updateStudent(ctx, raw)              its guardian; admin
 *   invite(ctx, raw) / withdrawInvitation(ctx, raw)             its guardian; admin
 *   invitation(ctx, raw) / acceptInvitation(ctx, raw)           the invitee, signed in with the address, confirmed
 *   merge(ctx, raw): Promise<HouseholdView>                     admin: the second household into the first
 */
import { randomUUID } from 'node:crypto';
import { In, LessThan, type EntityManager } from 'typeorm';
import { accountMessages, householdInvitationLifetimeDays, householdMessages } from '@coop/contract';
import { requireUser } from '../../auth/guards';
import { generateToken, hashToken } from '../../auth/token';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { emailIsVerified, requireConfirmedEmail, User, type RequestContext } from '../accounts';
import { queueMail } from '../mail';
import type { SiteDetails } from '../site';
import { HouseholdFormAddress } from './household-address.entity';
import { HouseholdEvent } from './household-event.entity';
import { HouseholdGuardian } from './household-guardian.entity';
import { recordHistory } from './household-history';
import { placeFormStudent, type FormStudent } from './household-intake';
import { HouseholdInvitation } from './household-invitation.entity';
import { HouseholdStudent } from './household-student.entity';
import { Household } from './household.entity';
import { historyText } from './history-text';
import {
  householdId as parseHouseholdId,
  invitationId as parseInvitationId,
  parseHouseholdChanges,
  parseInvitationToken,
  parseInviteEmail,
  parseNewStudent,
  parseSearch,
  parseStudentChanges,
  type HouseholdChanges,
  type StudentDetails,
} from './households.rules';
import type { HouseholdView, InvitationPreview, StudentView } from './households.types';
import { invitationLink, invitationMail } from './invitation-mail';

type Raw = Record<string, unknown>;

const invitationLifetimeMs = householdInvitationLifetimeDays * 24 * 3600_000;

const householdNotFound = () => new AppError('NOT_FOUND', householdMessages.householdNotFound, 'householdId');

/** What the service reads of an account: the enrollment office hands in only these. */
type Account = Pick<User, 'id' | 'name' | 'email' | 'verifiedEmail'>;

/** Who is asking, once the role rules let them near households at all. */
interface Caller {
  user: User;
  admin: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class HouseholdsService {
  constructor(
    private readonly db: Database,
    private readonly mail: { siteUrl: string; site: SiteDetails },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** For the enrollment office, inside the write that stores an enrollment form. */
  readonly placeFormStudent = (manager: EntityManager, form: FormStudent, at: Date): Promise<string> =>
    placeFormStudent(manager, form, at);

  /** The students of the caller's household, for My family; none when the account guards none. */
  async studentsOfGuardian(ctx: RequestContext): Promise<StudentView[]> {
    const user = this.guardian(ctx);
    const householdId = await this.householdIdOf(user);
    if (!householdId) return [];
    return (await this.db.manager.find(HouseholdStudent, { where: { householdId }, order: { createdAt: 'ASC' } })).map(
      studentView,
    );
  }

  /** Whether the account is a confirmed guardian of the student's household; read in the caller's transaction. */
  readonly guardsStudent = async (
    manager: EntityManager,
    user: Account,
    studentId: string | null,
  ): Promise<boolean> => {
    if (!studentId || !emailIsVerified(user)) return false;
    const householdId = await this.householdIdOf(user, manager);
    return householdId !== undefined && (await manager.existsBy(HouseholdStudent, { id: studentId, householdId }));
  };

  async myHousehold(ctx: RequestContext): Promise<HouseholdView | null> {
    const user = this.guardian(ctx);
    const householdId = await this.householdIdOf(user);
    return householdId ? this.view(this.db.manager, householdId) : null;
  }

  async household(ctx: RequestContext, rawId: unknown): Promise<HouseholdView> {
    const id = parseHouseholdId(rawId, 'id');
    await this.access(this.caller(ctx), id);
    return this.view(this.db.manager, id);
  }

  async households(ctx: RequestContext, rawSearch?: unknown): Promise<HouseholdView[]> {
    this.requireAdmin(ctx);
    const search = parseSearch(rawSearch).toLowerCase();
    const manager = this.db.manager;
    const all = await manager.find(Household, { order: { createdAt: 'ASC' } });
    const views = await Promise.all(all.map((household) => this.view(manager, household.id)));
    if (!search) return views;
    return views.filter((view) =>
      [
        view.name,
        view.address,
        view.homePhone,
        ...view.formAddresses,
        ...view.guardians.flatMap((guardian) => [guardian.name, guardian.email]),
        ...view.students.map((student) => student.fullName),
      ].some((text) => text.toLowerCase().includes(search)),
    );
  }

  async updateHousehold(ctx: RequestContext, raw: Raw): Promise<HouseholdView> {
    const caller = this.caller(ctx);
    const { householdId, changes } = parseHouseholdChanges(raw);
    await this.access(caller, householdId);
    return this.db.write(async (manager) => {
      const household = await manager.findOneBy(Household, { id: householdId });
      if (!household) throw householdNotFound();
      const changed = (Object.keys(changes) as Array<keyof HouseholdChanges>).filter(
        (field) => changes[field] !== household[field],
      );
      if (changed.length > 0) {
        const at = this.now();
        await manager.update(Household, { id: householdId }, { ...changes, updatedAt: at });
        await recordHistory(
          manager,
          householdId,
          caller.user.id,
          historyText.householdChanged(caller.user.name, changed),
          at,
        );
      }
      return this.view(manager, householdId);
    });
  }

  async addStudent(ctx: RequestContext, raw: Raw): Promise<HouseholdView> {
    const caller = this.caller(ctx);
    const at = this.now();
    const { householdId, details } = parseNewStudent(raw, at);
    await this.access(caller, householdId);
    return this.db.write(async (manager) => {
      if (!(await manager.existsBy(Household, { id: householdId }))) throw householdNotFound();
      await manager.insert(HouseholdStudent, { id: randomUUID(), householdId, ...details, createdAt: at });
      await this.touch(manager, householdId, caller, historyText.studentAdded(caller.user.name, details.fullName), at);
      return this.view(manager, householdId);
    });
  }

  async updateStudent(ctx: RequestContext, raw: Raw): Promise<HouseholdView> {
    const caller = this.caller(ctx);
    const at = this.now();
    const { studentId, changes } = parseStudentChanges(raw, at);
    const notFound = () => new AppError('NOT_FOUND', householdMessages.studentNotFound, 'studentId');
    const found = await this.db.manager.findOneBy(HouseholdStudent, { id: studentId });
    if (!found) throw notFound();
    await this.access(caller, found.householdId, notFound);
    return this.db.write(async (manager) => {
      const student = await manager.findOneBy(HouseholdStudent, { id: studentId });
      if (!student) throw notFound();
      const changed = (Object.keys(changes) as Array<keyof StudentDetails>).filter(
        (field) => !same(changes[field], student[field]),
      );
      if (changed.length > 0) {
        await manager.update(HouseholdStudent, { id: studentId }, changes);
        const text = historyText.studentChanged(caller.user.name, student.fullName, changed);
        await this.touch(manager, student.householdId, caller, text, at);
      }
      return this.view(manager, student.householdId);
    });
  }

  /** Mails another adult a link to become a guardian; only an account with that address, confirmed, can use it. */
  async invite(ctx: RequestContext, raw: Raw): Promise<HouseholdView> {
    const caller = this.caller(ctx);
    const householdId = parseHouseholdId(raw.householdId);
    const email = parseInviteEmail(raw.email);
    await this.access(caller, householdId);
    const at = this.now();
    return this.db.write(async (manager) => {
      const household = await manager.findOneBy(Household, { id: householdId });
      if (!household) throw householdNotFound();
      const guardian = await manager
        .createQueryBuilder(HouseholdGuardian, 'guardian')
        .innerJoin('users', 'account', 'account.id = guardian.user_id')
        .where('guardian.householdId = :householdId AND LOWER(account.email) = :email', { householdId, email })
        .getExists();
      if (guardian) throw new AppError('CONFLICT', householdMessages.alreadyGuardian, 'email');
      await manager.delete(HouseholdInvitation, { householdId, expiresAt: LessThan(at) });
      if (await manager.existsBy(HouseholdInvitation, { householdId, email }))
        throw new AppError('CONFLICT', householdMessages.alreadyInvited, 'email');
      const token = generateToken();
      await manager.insert(HouseholdInvitation, {
        id: randomUUID(),
        householdId,
        email,
        tokenHash: hashToken(token),
        invitedByName: caller.user.name,
        createdAt: at,
        expiresAt: new Date(at.getTime() + invitationLifetimeMs),
      });
      const invite = {
        by: caller.user.name,
        household: household.name || 'their household',
        link: invitationLink(this.mail.siteUrl, token),
      };
      await queueMail(manager, [invitationMail(email, invite, this.mail.site)], at);
      await this.touch(manager, householdId, caller, historyText.invited(caller.user.name, email), at);
      return this.view(manager, householdId);
    });
  }

  async withdrawInvitation(ctx: RequestContext, raw: Raw): Promise<HouseholdView> {
    const caller = this.caller(ctx);
    const id = parseInvitationId(raw.invitationId);
    const notFound = () => new AppError('NOT_FOUND', householdMessages.invitationNotFound, 'invitationId');
    const found = await this.db.manager.findOneBy(HouseholdInvitation, { id });
    if (!found) throw notFound();
    await this.access(caller, found.householdId, notFound);
    return this.db.write(async (manager) => {
      const removed = await manager.delete(HouseholdInvitation, { id });
      if (removed.affected === 1) {
        const text = historyText.invitationWithdrawn(caller.user.name, found.email);
        await this.touch(manager, found.householdId, caller, text, this.now());
      }
      return this.view(manager, found.householdId);
    });
  }

  /** What an invitation offers, for the invitee to see before accepting. */
  async invitation(ctx: RequestContext, raw: Raw): Promise<InvitationPreview> {
    const user = this.invitee(ctx);
    const invitation = await this.openInvitation(this.db.manager, raw.token, user);
    const household = await this.db.manager.findOneByOrFail(Household, { id: invitation.householdId });
    return {
      householdName: household.name,
      email: invitation.email,
      invitedBy: invitation.invitedByName,
      expiresAt: invitation.expiresAt,
    };
  }

  async acceptInvitation(ctx: RequestContext, raw: Raw): Promise<HouseholdView> {
    const user = this.invitee(ctx);
    const at = this.now();
    return this.db.write(async (manager) => {
      const invitation = await this.openInvitation(manager, raw.token, user);
      const spent = await manager.delete(HouseholdInvitation, { id: invitation.id });
      if (spent.affected !== 1) throw new AppError('BAD_USER_INPUT', householdMessages.invitationInvalid, 'token');
      const current = await manager.findOneBy(HouseholdGuardian, { userId: user.id });
      if (current && current.householdId !== invitation.householdId)
        throw new AppError('CONFLICT', householdMessages.guardianOfAnother);
      if (!current) {
        await manager.insert(HouseholdGuardian, { userId: user.id, householdId: invitation.householdId, addedAt: at });
        await recordHistory(manager, invitation.householdId, user.id, historyText.accepted(user.name), at);
      }
      return this.view(manager, invitation.householdId);
    });
  }

  /**
   * Moves everything of the second household into the first: students (their placements follow them), guardians,
   * waiting invitations, the addresses its forms came with and its history, then removes it.
   */
  async merge(ctx: RequestContext, raw: Raw): Promise<HouseholdView> {
    const admin = this.requireAdmin(ctx);
    const keepId = parseHouseholdId(raw.keepId, 'keepId');
    const mergeId = parseHouseholdId(raw.mergeId, 'mergeId');
    if (keepId === mergeId) throw new AppError('BAD_USER_INPUT', householdMessages.mergeSame, 'mergeId');
    const at = this.now();
    return this.db.write(async (manager) => {
      const [kept, merged] = await Promise.all([
        manager.findOneBy(Household, { id: keepId }),
        manager.findOneBy(Household, { id: mergeId }),
      ]);
      if (!kept) throw new AppError('NOT_FOUND', householdMessages.householdNotFound, 'keepId');
      if (!merged) throw new AppError('NOT_FOUND', householdMessages.householdNotFound, 'mergeId');
      for (const table of [
        HouseholdStudent,
        HouseholdGuardian,
        HouseholdFormAddress,
        HouseholdEvent,
        HouseholdInvitation,
      ])
        await manager.update(table, { householdId: mergeId }, { householdId: keepId });
      await manager.delete(Household, { id: mergeId });
      const other = merged.name || 'another household';
      await this.touch(manager, keepId, { user: admin, admin: true }, historyText.merged(admin.name, other), at);
      return this.view(manager, keepId);
    });
  }

  /** A signed-in parent whose address is confirmed: the only accounts that have a household of their own. */
  private guardian(ctx: RequestContext): User {
    const user = requireUser(ctx) as User;
    if (user.role === 'teacher') throw new AppError('FORBIDDEN', accountMessages.forbidden);
    requireConfirmedEmail(user);
    return user;
  }

  private requireAdmin(ctx: RequestContext): User {
    return requireUser(ctx, { roles: ['admin'] }) as User;
  }

  /** Administrators reach every household; anyone else as a confirmed guardian (teachers never). */
  private caller(ctx: RequestContext): Caller {
    const user = requireUser(ctx) as User;
    if (user.role === 'admin') return { user, admin: true };
    return { user: this.guardian(ctx), admin: false };
  }

  /** An invitation is accepted by whoever holds its address: a parent or a teacher alike, once confirmed. */
  private invitee(ctx: RequestContext): User {
    const user = requireUser(ctx) as User;
    requireConfirmedEmail(user);
    return user;
  }

  /** Another family's household is answered as one that does not exist. */
  private async access(caller: Caller, householdId: string, notFound = householdNotFound): Promise<void> {
    if (caller.admin) return;
    if ((await this.householdIdOf(caller.user)) !== householdId) throw notFound();
  }

  /**
   * The household the account looks after. An account that guards none yet and whose confirmed address earlier
   * enrollment forms came with becomes that household's guardian here: the address is proof enough, as it was
   * when My family listed children by it.
   */
  private async householdIdOf(user: Account, manager?: EntityManager): Promise<string | undefined> {
    const reader = manager ?? this.db.manager;
    const guardian = await reader.findOneBy(HouseholdGuardian, { userId: user.id });
    if (guardian) return guardian.householdId;
    if (!emailIsVerified(user)) return undefined;
    const address = await reader.findOneBy(HouseholdFormAddress, { email: user.email.trim().toLowerCase() });
    if (!address) return undefined;
    const claim = async (writer: EntityManager) => {
      const at = this.now();
      await writer
        .createQueryBuilder()
        .insert()
        .into(HouseholdGuardian)
        .values({ userId: user.id, householdId: address.householdId, addedAt: at })
        .orIgnore()
        .execute();
      // Another request of the same account may have claimed it a moment before: its row and its line stand.
      const row = await writer.findOneByOrFail(HouseholdGuardian, { userId: user.id });
      if (row.addedAt.getTime() === at.getTime())
        await recordHistory(writer, row.householdId, user.id, historyText.claimed(user.name), at);
      return row.householdId;
    };
    return manager ? claim(manager) : this.db.write(claim);
  }

  /** Spends the invitation's token only if it is open, unexpired and sent to the caller's own address. */
  private async openInvitation(manager: EntityManager, rawToken: unknown, user: User): Promise<HouseholdInvitation> {
    const tokenHash = hashToken(parseInvitationToken(rawToken));
    const invitation = await manager.findOneBy(HouseholdInvitation, { tokenHash });
    if (!invitation || invitation.expiresAt.getTime() <= this.now().getTime())
      throw new AppError('BAD_USER_INPUT', householdMessages.invitationInvalid, 'token');
    if (invitation.email !== user.email.trim().toLowerCase())
      throw new AppError('FORBIDDEN', householdMessages.invitationOtherAddress(invitation.email));
    return invitation;
  }

  private async touch(manager: EntityManager, householdId: string, caller: Caller, text: string, at: Date) {
    await manager.update(Household, { id: householdId }, { updatedAt: at });
    await recordHistory(manager, householdId, caller.user.id, text, at);
  }

  private async view(manager: EntityManager, householdId: string): Promise<HouseholdView> {
    const household = await manager.findOneBy(Household, { id: householdId });
    if (!household) throw householdNotFound();
    const [guardianRows, invitations, students, history, addresses] = await Promise.all([
      manager.find(HouseholdGuardian, { where: { householdId }, order: { addedAt: 'ASC' } }),
      manager.find(HouseholdInvitation, { where: { householdId }, order: { createdAt: 'ASC' } }),
      manager.find(HouseholdStudent, { where: { householdId }, order: { createdAt: 'ASC' } }),
      manager.find(HouseholdEvent, { where: { householdId }, order: { at: 'DESC' } }),
      manager.find(HouseholdFormAddress, { where: { householdId }, order: { email: 'ASC' } }),
    ]);
    const accounts = guardianRows.length
      ? await manager.findBy(User, { id: In(guardianRows.map((row) => row.userId)) })
      : [];
    const now = this.now().getTime();
    return {
      id: household.id,
      name: household.name,
      address: household.address,
      homePhone: household.homePhone,
      createdAt: household.createdAt,
      updatedAt: household.updatedAt,
      guardians: guardianRows.flatMap((row) => {
        const account = accounts.find((each) => each.id === row.userId);
        return account
          ? [
              {
                userId: account.id,
                name: account.name,
                email: account.email,
                emailConfirmed: emailIsVerified(account),
                since: row.addedAt,
              },
            ]
          : [];
      }),
      invitations: invitations
        .filter((invitation) => invitation.expiresAt.getTime() > now)
        .map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          invitedBy: invitation.invitedByName,
          sentAt: invitation.createdAt,
          expiresAt: invitation.expiresAt,
        })),
      students: students.map(studentView),
      history: history.map((line) => ({ id: line.id, at: line.at, text: line.text })),
      formAddresses: addresses.map((address) => address.email),
    };
  }
}

function studentView(student: HouseholdStudent): StudentView {
  return {
    id: student.id,
    householdId: student.householdId,
    fullName: student.fullName,
    birthday: student.birthday,
    grade: student.grade,
    allergies: student.allergies,
    medicalNotes: student.medicalNotes,
    emergencyContacts: student.emergencyContacts,
    pickupAdults: student.pickupAdults,
  };
}
