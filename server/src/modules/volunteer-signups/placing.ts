import { randomUUID } from 'node:crypto';
import {
  everyoneHasShare,
  signupMessages,
  signupRefusal,
  slotMinutes,
  wallClockMoment,
  type Catalog,
  type SignupAsker,
  type SignupSource,
  type VolunteerKind,
} from '@coop/contract';
import { In, IsNull, type EntityManager } from 'typeorm';
import { findForUpdate } from '../../db/row-locks';
import { AppError } from '../../errors';
import { User } from '../accounts';
import { HouseholdGuardian, HouseholdStudent } from '../households';
import { lockHousehold } from '../ledger';
import {
  BackgroundCheck,
  householdQuotas,
  VolunteerRole,
  VolunteerSignup,
  VolunteerSlot,
  volunteerTerm,
} from '../volunteers';

// Deciding one place on one slot, under locks: every write that changes a slot's signups locks the slot's row first,
// then the household whose minutes grow. Two households after the last place wait on the slot; one household's
// sign-ups on many slots wait on the household; nothing takes a slot lock after a household lock, so no two
// transactions wait in a circle.

/** A guardian or a child of a household, as a signup names them. */
export interface Volunteer {
  kind: VolunteerKind;
  id: string;
  name: string;
  householdId: string;
  birthday: string | null;
}

export async function lockSlot(manager: EntityManager, slotId: string): Promise<VolunteerSlot> {
  const slot = await manager.findOne(VolunteerSlot, { where: { id: slotId }, ...findForUpdate(manager) });
  if (!slot) throw new AppError('NOT_FOUND', signupMessages.slotNotFound, 'slotId');
  return slot;
}

/** The person a signup would name, with their household; a guardian by account, a child by student record. */
export async function volunteerOf(manager: EntityManager, kind: unknown, id: unknown): Promise<Volunteer> {
  const notFound = () => new AppError('NOT_FOUND', signupMessages.volunteerNotFound, 'volunteerId');
  if (typeof id !== 'string' || id.length > 36) throw notFound();
  if (kind === 'guardian') {
    const guardian = await manager.findOneBy(HouseholdGuardian, { userId: id });
    const user = guardian && (await manager.findOneBy(User, { id }));
    if (!guardian || !user) throw notFound();
    return { kind, id, name: user.name, householdId: guardian.householdId, birthday: null };
  }
  if (kind === 'student') {
    const student = await manager.findOneBy(HouseholdStudent, { id });
    if (!student) throw notFound();
    return { kind, id, name: student.fullName, householdId: student.householdId, birthday: student.birthday };
  }
  throw new AppError('BAD_USER_INPUT', signupMessages.volunteerNotFound, 'volunteerKind');
}

/** The open signups of a term with their slots. */
export async function openSignups(
  manager: EntityManager,
  where: { termKey?: string; householdId?: string; slotIds?: string[] },
): Promise<{ signup: VolunteerSignup; slot: VolunteerSlot }[]> {
  const signups = await manager.find(VolunteerSignup, {
    where: {
      endedAt: IsNull(),
      ...(where.termKey ? { termKey: where.termKey } : {}),
      ...(where.householdId ? { householdId: where.householdId } : {}),
      ...(where.slotIds ? { slotId: In(where.slotIds) } : {}),
    },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  const slotIds = [...new Set(signups.map((signup) => signup.slotId))];
  const slots = new Map(
    (slotIds.length ? await manager.findBy(VolunteerSlot, { id: In(slotIds) }) : []).map((slot) => [slot.id, slot]),
  );
  return signups.map((signup) => ({ signup, slot: slots.get(signup.slotId)! }));
}

/** Each household's signed-up minutes in the term, from its open signups. */
export async function minutesByHousehold(manager: EntityManager, termKey: string): Promise<Map<string, number>> {
  const minutes = new Map<string, number>();
  for (const { signup, slot } of await openSignups(manager, { termKey }))
    minutes.set(signup.householdId, (minutes.get(signup.householdId) ?? 0) + slotMinutes(slot));
  return minutes;
}

export interface Placement {
  slot: VolunteerSlot;
  volunteer: Volunteer;
  asker: SignupAsker;
  source: SignupSource;
  signedUpBy: string;
  at: Date;
  /** The offered signup being taken over, when this is a swap. */
  offer?: VolunteerSignup;
}

/**
 * Puts the volunteer on the slot if the rule allows, or refuses with the rule's words. The caller holds the slot's
 * lock; this takes the household's before reading its minutes.
 */
export async function placeVolunteer(
  manager: EntityManager,
  catalog: Catalog,
  placement: Placement,
): Promise<VolunteerSignup> {
  const { slot, volunteer, at } = placement;
  await lockHousehold(manager, volunteer.householdId);
  const role = await manager.findOneByOrFail(VolunteerRole, { id: slot.roleId });
  const term = await volunteerTerm(manager, slot.termKey);
  const quotas = await householdQuotas(manager, catalog, slot.termKey);
  const minutes = await minutesByHousehold(manager, slot.termKey);
  const taken = await manager.countBy(VolunteerSignup, { slotId: slot.id, endedAt: IsNull() });
  const own = await manager.findBy(VolunteerSignup, {
    volunteerKind: volunteer.kind,
    volunteerId: volunteer.id,
    endedAt: IsNull(),
  });
  const ownSlots = own.length ? await manager.findBy(VolunteerSlot, { id: In(own.map((row) => row.slotId)) }) : [];
  const check =
    volunteer.kind === 'guardian' ? await manager.findOneBy(BackgroundCheck, { userId: volunteer.id }) : null;
  const refusal = signupRefusal({
    asker: placement.asker,
    now: wallClockMoment(at, catalog.timeZone),
    window: { opens: term.signupOpens, closes: term.signupCloses },
    slot,
    slotId: slot.id,
    taken,
    takingOffer: placement.offer !== undefined,
    role,
    volunteer: {
      kind: volunteer.kind,
      name: volunteer.name,
      birthday: volunteer.birthday,
      checkExpires: check ? check.expiresOn : undefined,
      signups: ownSlots.map((each) => ({ slotId: each.id, date: each.date, start: each.start, end: each.end })),
    },
    quotaMinutes: quotas.get(volunteer.householdId),
    signedUpMinutes: minutes.get(volunteer.householdId) ?? 0,
    everyoneHasShare: everyoneHasShare(quotas, minutes),
  });
  if (refusal) throw new AppError('CONFLICT', refusal.message, 'slotId');
  const row: VolunteerSignup = {
    id: randomUUID(),
    slotId: slot.id,
    householdId: volunteer.householdId,
    termKey: slot.termKey,
    volunteerKind: volunteer.kind,
    volunteerId: volunteer.id,
    volunteerName: volunteer.name,
    source: placement.source,
    signedUpBy: placement.signedUpBy,
    createdAt: at,
    offeredAt: null,
    swappedFromId: placement.offer?.id ?? null,
    endedAt: null,
    endedReason: null,
    endedBy: null,
  };
  await manager.insert(VolunteerSignup, row);
  if (placement.offer)
    await manager.update(
      VolunteerSignup,
      { id: placement.offer.id },
      { endedAt: at, endedReason: 'swapped', endedBy: placement.signedUpBy },
    );
  return row;
}
