import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementMessages } from '@coop/contract';
import { seedFamily } from '../../test-support/families';
import { TestApp, adminCredentials } from '../../test-support/test-app';
import { catalogOnDisk } from '../../test-support/content-on-disk';
import { Role, UserStatus } from '../accounts';
import { AgreementDocument, AgreementSignature } from '../agreements';
import { familiesOfClasses, resolveAudience, type Audience, type Recipient } from '.';

// Who each audience reaches, over one co-op holding every case at once: roles and account statuses, households
// with two guardians, an unconfirmed guardian, a family known only by its forms, three children in one class, one
// address in two households, capitals in an address, each placement status, signed and unsigned agreements.

let app: TestApp;
const catalog = () => catalogOnDisk(app.config.contentDir);
/** A day of the seed catalog's school year. */
const inTerm = new Date('2026-09-01T15:00:00Z');
const mail = (word: string) => `${word}@example.test`;

async function account(word: string, role: Role, status = UserStatus.approved, emailVerified = true) {
  return (await app.seedUser({ role, status, email: mail(word), emailVerified })).user.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await TestApp.start();
  ids.teacher = await account('teacher', Role.teacher);
  await account('teacher-pending', Role.teacher, UserStatus.pending);
  await account('teacher-rejected', Role.teacher, UserStatus.rejected);
  ids.adminReset = await account('admin-reset', Role.admin, UserStatus.password_reset_required);
  ids.lone = await account('lone-parent', Role.parent);
  ids.g1a = await account('g1a', Role.parent);
  ids.g1b = await account('g1b', Role.parent);
  ids.g2 = await account('g2-unconfirmed', Role.parent, UserStatus.approved, false);
  ids.g4 = await account('g4-rejected', Role.parent, UserStatus.rejected);
  ids.g5 = await account('shared', Role.parent);
  await app.app.db.write(async (manager) => {
    // Two guardians, three children in one class (held, confirmed, waitlisted), forms with a guardian's address
    // in capitals and one other address.
    ids.h1 = (
      await seedFamily(manager, {
        guardianIds: [ids.g1a, ids.g1b],
        formAddresses: ['G1A@Example.TEST', mail('h1-forms')],
        children: [
          { places: { math_1st: 'held' } },
          { places: { math_1st: 'confirmed' } },
          { places: { math_1st: 'waitlisted' } },
        ],
      })
    ).householdId;
    // A guardian whose address is unconfirmed; one child declined in math, confirmed in reading.
    ids.h2 = (
      await seedFamily(manager, {
        guardianIds: [ids.g2],
        formAddresses: [mail('h2')],
        children: [{ places: { math_1st: 'declined', reading_1st: 'confirmed' } }],
      })
    ).householdId;
    // Known only by its form, its one place withdrawn, a child's details missing.
    ids.h3 = (
      await seedFamily(manager, {
        formAddresses: [mail('h3')],
        children: [{ places: { reading_2nd: 'withdrawn' }, detailsMissing: true }],
      })
    ).householdId;
    // Its guardian's account rejected; the family still enrolled by its form.
    ids.h4 = (
      await seedFamily(manager, {
        guardianIds: [ids.g4],
        formAddresses: [mail('h4')],
        children: [{ places: { parakeet_nest: 'waitlisted' } }],
      })
    ).householdId;
    // One address in two households: a guardian's here, another household's form address there.
    ids.h5 = (
      await seedFamily(manager, { guardianIds: [ids.g5], children: [{ places: { history_la_3rd_4th: 'held' } }] })
    ).householdId;
    ids.h6 = (
      await seedFamily(manager, {
        formAddresses: [mail('shared')],
        children: [{ places: { math_2nd_3rd: 'confirmed' } }],
      })
    ).householdId;
    // This term's agreement in its second version: the first household signed it, the fifth only the first version.
    const document = {
      id: randomUUID(),
      termKey: '2026-27',
      kind: 'membership_agreement' as const,
      title: 'Membership agreement',
      version: 2,
      createdAt: new Date(),
      withdrawnAt: null,
    };
    await manager.insert(AgreementDocument, [
      document,
      { ...document, id: randomUUID(), title: 'Old release', version: 1, withdrawnAt: new Date() },
    ]);
    const signature = (householdId: string, version: number) => ({
      id: randomUUID(),
      documentId: document.id,
      version,
      householdId,
      userId: null,
      signerName: 'Someone',
      signedAt: new Date(),
    });
    await manager.insert(AgreementSignature, [signature(ids.h1, 2), signature(ids.h5, 1)]);
  });
});

afterAll(() => app.stop());

/** What a test checks of an answer: the households, every address and account, and that none came twice. */
function summary(recipients: Recipient[]) {
  const addresses = recipients.flatMap((recipient) => recipient.addresses);
  const accounts = recipients.flatMap((recipient) => recipient.accountIds);
  expect(new Set(addresses).size).toBe(addresses.length);
  expect(new Set(accounts).size).toBe(accounts.length);
  return {
    households: recipients.flatMap((recipient) => (recipient.householdId ? [recipient.householdId] : [])).sort(),
    addresses: addresses.sort(),
    accounts: accounts.sort(),
  };
}

const reach = async (audience: Audience) =>
  summary(await resolveAudience(app.app.db.manager, catalog, audience, inTerm));

const sorted = (...values: string[]) => [...values].sort();
const h1 = () => ({ addresses: [mail('g1a'), mail('g1b'), mail('h1-forms')], accounts: [ids.g1a, ids.g1b] });

describe('audience resolution', () => {
  it('one class: three children of one household reach it once, with both guardians and its form address', async () => {
    expect(await reach({ kind: 'class_families', classKey: 'math_1st' })).toEqual({
      households: [ids.h1],
      addresses: sorted(...h1().addresses),
      accounts: sorted(...h1().accounts),
    });
  });

  it('an unconfirmed guardian finds it in the inbox but is not mailed; a declined place does not count', async () => {
    expect(await reach({ kind: 'class_families', classKey: 'reading_1st' })).toEqual({
      households: [ids.h2],
      addresses: [mail('h2')],
      accounts: [ids.g2],
    });
  });

  it('a withdrawn place does not count', async () => {
    expect(await reach({ kind: 'class_families', classKey: 'reading_2nd' })).toEqual({
      households: [],
      addresses: [],
      accounts: [],
    });
  });

  it("a rejected guardian's account is not reached; the family's form address is", async () => {
    expect(await reach({ kind: 'class_families', classKey: 'parakeet_nest' })).toEqual({
      households: [ids.h4],
      addresses: [mail('h4')],
      accounts: [],
    });
  });

  it('a grade: families with a place in any class for it; an address two households share is mailed once', async () => {
    const answer = await reach({ kind: 'grade_families', grade: 3 });
    expect(answer.addresses).toEqual(sorted(mail('h4'), mail('shared')));
    expect(answer.accounts).toEqual([ids.g5]);
    // The household whose only address the other already took is left with nothing to reach.
    expect([[ids.h4, ids.h5].sort(), [ids.h4, ids.h6].sort()]).toContainEqual(answer.households);
    expect((await reach({ kind: 'grade_families', grade: 1 })).households).toEqual(sorted(ids.h1, ids.h2, ids.h4));
  });

  it('a group of classes, and all families: every household with a place this term', async () => {
    const elementary = await reach({ kind: 'group_families', group: 'elementary' });
    expect(elementary.addresses).toEqual(sorted(...h1().addresses, mail('h2'), mail('shared')));
    expect((await reach({ kind: 'group_families', group: 'spanish_bites' })).households).toEqual([ids.h4]);
    const families = await reach({ kind: 'families' });
    expect(families.addresses).toEqual(sorted(...h1().addresses, mail('h2'), mail('h4'), mail('shared')));
    expect(families.accounts).toEqual(sorted(...h1().accounts, ids.g2, ids.g5));
  });

  it('teachers: approved teachers only; staff: teachers and administrators who may sign in', async () => {
    expect(await reach({ kind: 'teachers' })).toEqual({
      households: [],
      addresses: [mail('teacher')],
      accounts: [ids.teacher],
    });
    const staff = await reach({ kind: 'staff' });
    expect(staff.addresses).toEqual(sorted(mail('teacher'), mail('admin-reset'), adminCredentials.email));
    expect(staff.accounts).toHaveLength(3);
  });

  it('everyone: every active account, households whole, and every family this term', async () => {
    const everyone = await reach({ kind: 'everyone' });
    expect(everyone.addresses).toEqual(
      sorted(
        adminCredentials.email,
        mail('admin-reset'),
        mail('teacher'),
        mail('lone-parent'),
        ...h1().addresses,
        mail('h2'),
        mail('h4'),
        mail('shared'),
      ),
    );
    expect(everyone.accounts).toHaveLength(8);
    expect(everyone.accounts).toEqual(expect.arrayContaining([ids.lone, ids.g2, ids.adminReset]));
  });

  it("conditions: not signed this term's agreement in its present version; a child's details missing", async () => {
    const unsigned = await reach({ kind: 'households_where', condition: 'agreement_unsigned' });
    expect(unsigned.addresses).toEqual(sorted(mail('h2'), mail('h4'), mail('shared')));
    expect(unsigned.households).not.toContain(ids.h1);
    expect(await reach({ kind: 'households_where', condition: 'household_details_missing' })).toEqual({
      households: [ids.h3],
      addresses: [mail('h3')],
      accounts: [],
    });
  });

  it('families of classes, for class-change notices: each household once', async () => {
    const answer = summary(await familiesOfClasses(app.app.db.manager, ['math_1st', 'reading_1st', 'reading_2nd']));
    expect(answer.households).toEqual(sorted(ids.h1, ids.h2));
    expect(answer.addresses).toEqual(sorted(...h1().addresses, mail('h2')));
    expect(await familiesOfClasses(app.app.db.manager, [])).toEqual([]);
  });

  it.each([
    [{ kind: 'class_families', classKey: 'no_such_class' }, announcementMessages.classUnknown],
    [{ kind: 'class_families' }, announcementMessages.classRequired],
    [{ kind: 'grade_families', grade: 13 }, announcementMessages.gradeUnknown],
    [{ kind: 'group_families', group: 'nursery' }, announcementMessages.groupUnknown],
    [{ kind: 'households_where' }, announcementMessages.conditionRequired],
    [{ kind: 'nobody' }, announcementMessages.kindInvalid],
  ] as [Audience, string][])('refuses %o', async (audience, message) => {
    await expect(resolveAudience(app.app.db.manager, catalog, audience, inTerm)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message,
    });
  });
});
