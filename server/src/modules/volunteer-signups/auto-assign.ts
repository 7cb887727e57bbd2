import { autoAssignName, clockText, dayText, memberAreaHref, slotMinutes, type Catalog } from '@coop/contract';
import { In, IsNull, type EntityManager } from 'typeorm';
import { findForUpdate } from '../../db/row-locks';
import { AppError } from '../../errors';
import { activeStatuses, User } from '../accounts';
import { HouseholdGuardian } from '../households';
import { letterTo, contactLine, type MailMessage, type MailSettings } from '../mail';
import { householdQuotas, VolunteerRole, VolunteerSignup, VolunteerSlot } from '../volunteers';
import { minutesByHousehold, placeVolunteer, type Volunteer } from './placing';

const overlaps = (a: VolunteerSlot, b: VolunteerSlot) => a.date === b.date && a.start < b.end && b.start < a.end;

/**
 * Fills every open place of the day's slots (of the given terms, or all) fairly: for each place, the taking-part
 * households with the fewest signed-up minutes in the term first (ties by household id, a stable order), skipping a
 * household already on an overlapping slot that day, with the first of its guardians (by name) the role's rules
 * allow. The day's slots are locked first, in one order, then each household as it is placed.
 */
export async function fillDay(
  manager: EntityManager,
  catalog: Catalog,
  date: string,
  at: Date,
  termKeys?: readonly string[],
): Promise<{ signup: VolunteerSignup; slot: VolunteerSlot }[]> {
  const slots = await manager.find(VolunteerSlot, {
    where: { date, ...(termKeys ? { termKey: In([...termKeys]) } : {}) },
    order: { id: 'ASC' },
    ...findForUpdate(manager),
  });
  slots.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  const placed: { signup: VolunteerSignup; slot: VolunteerSlot }[] = [];
  const dayRows = slots.length
    ? await manager.findBy(VolunteerSignup, { slotId: In(slots.map((slot) => slot.id)), endedAt: IsNull() })
    : [];
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  const onDay = dayRows.map((row) => ({ householdId: row.householdId, slot: slotById.get(row.slotId)! }));
  const terms = new Map<string, { quotas: Map<string, number>; minutes: Map<string, number> }>();
  for (const slot of slots) {
    if (!terms.has(slot.termKey))
      terms.set(slot.termKey, {
        quotas: await householdQuotas(manager, catalog, slot.termKey),
        minutes: await minutesByHousehold(manager, slot.termKey),
      });
    const { quotas, minutes } = terms.get(slot.termKey)!;
    let open = slot.people - (await manager.countBy(VolunteerSignup, { slotId: slot.id, endedAt: IsNull() }));
    const candidates = [...quotas.keys()].sort(
      (a, b) => (minutes.get(a) ?? 0) - (minutes.get(b) ?? 0) || a.localeCompare(b),
    );
    for (const householdId of candidates) {
      if (open <= 0) break;
      if (onDay.some((row) => row.householdId === householdId && overlaps(row.slot, slot))) continue;
      for (const guardian of await guardiansOf(manager, householdId)) {
        try {
          const signup = await placeVolunteer(manager, catalog, {
            slot,
            volunteer: guardian,
            asker: 'office',
            source: 'auto',
            signedUpBy: autoAssignName,
            at,
          });
          placed.push({ signup, slot });
          onDay.push({ householdId, slot });
          minutes.set(householdId, (minutes.get(householdId) ?? 0) + slotMinutes(slot));
          open -= 1;
          break;
        } catch (error) {
          // The role's rules refused this guardian (age, background check): the next one is tried.
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        }
      }
    }
  }
  return placed;
}

/** A household's guardians with accounts in use, by name. */
async function guardiansOf(manager: EntityManager, householdId: string): Promise<Volunteer[]> {
  const ids = (await manager.findBy(HouseholdGuardian, { householdId })).map((row) => row.userId);
  if (ids.length === 0) return [];
  const users = await manager.find(User, {
    where: { id: In(ids), status: In(activeStatuses) },
    order: { name: 'ASC' },
  });
  return users.map((user) => ({ kind: 'guardian', id: user.id, name: user.name, householdId, birthday: null }));
}

/** Where a household's volunteer mail goes: its guardians' accounts in use. */
export async function guardianAddresses(manager: EntityManager, householdId: string): Promise<string[]> {
  const ids = (await manager.findBy(HouseholdGuardian, { householdId })).map((row) => row.userId);
  if (ids.length === 0) return [];
  const users = await manager.findBy(User, { id: In(ids), status: In(activeStatuses) });
  return [...new Set(users.map((user) => user.email.toLowerCase()))];
}

/** "Hall monitor, 9:00 AM to 12:00 PM: Ana Parent". */
export async function slotLines(
  manager: EntityManager,
  rows: readonly { signup: VolunteerSignup; slot: VolunteerSlot }[],
): Promise<string[]> {
  const roleIds = [...new Set(rows.map((row) => row.slot.roleId))];
  const roles = new Map(
    (roleIds.length ? await manager.findBy(VolunteerRole, { id: In(roleIds) }) : []).map((role) => [role.id, role]),
  );
  return [...rows]
    .sort((a, b) => a.slot.date.localeCompare(b.slot.date) || a.slot.start.localeCompare(b.slot.start))
    .map(
      ({ signup, slot }) =>
        `${roles.get(slot.roleId)?.name ?? 'Duty'}, ${dayText(slot.date)}, ${clockText(slot.start)} to ${clockText(slot.end)}: ${signup.volunteerName}`,
    );
}

/** The letters to one household: signed up by the office's automatic fill, or reminded of tomorrow's duties. */
export async function householdLetters(
  manager: EntityManager,
  mail: MailSettings,
  householdId: string,
  kind: 'volunteer_assigned' | 'volunteer_reminder',
  date: string,
  rows: readonly { signup: VolunteerSignup; slot: VolunteerSlot }[],
): Promise<MailMessage[]> {
  const lines = await slotLines(manager, rows);
  const assigned = kind === 'volunteer_assigned';
  const subject = assigned
    ? `You are signed up to volunteer on ${dayText(date)}`
    : `Your volunteer duties tomorrow, ${dayText(date)}`;
  const opening = assigned
    ? `Some places on ${dayText(date)} were still open, so the office signed your household up for:`
    : `A reminder of your household's volunteer duties tomorrow, ${dayText(date)}:`;
  return (await guardianAddresses(manager, householdId)).map((to) => ({
    ...letterTo(
      to,
      kind,
      subject,
      {
        greeting: 'Hello,',
        blocks: [
          { paragraph: opening },
          { list: lines },
          {
            paragraph: assigned
              ? 'If you cannot come, offer the place for a swap on the Sign up tab or contact the office.'
              : 'Thank you for volunteering.',
          },
          { link: { text: 'Sign up', url: `${mail.siteUrl}${memberAreaHref('volunteering', 'shifts')}` } },
          { paragraph: contactLine(mail.site) },
        ],
      },
      mail.site,
    ),
    ref: `${kind}:${date}:${householdId}`,
  }));
}
