import { randomUUID } from 'node:crypto';
import { VolunteerRole, VolunteerSignup, VolunteerSlot, VolunteerTermRow } from '../modules/volunteers';
import type { TestApp } from './test-app';

/**
 * A term's volunteer policy, one duty and its slots, and households' signups, written straight to the tables as the
 * office's Duties tab and the families' sign-up would leave them: tests of check-in and the hours ledger start from
 * them without going through those screens' own rules.
 */
export function saveVolunteerTerm(app: TestApp, termKey: string, quotaMinutes: number, hourlyRate: number) {
  return app.app.db.write((manager) =>
    manager.save(VolunteerTermRow, {
      termKey,
      quotaMinutes,
      hourlyRate,
      signupOpens: null,
      signupCloses: null,
      autoAssignDays: null,
      updatedAt: new Date(),
    }),
  );
}

/** A slot of a new duty on `date`, and a signup of the household's guardian for it; answers the signup's id. */
export async function saveSignup(
  app: TestApp,
  slot: { termKey: string; householdId: string; date: string; start: string; end: string; volunteerName?: string },
): Promise<string> {
  const roleId = randomUUID();
  const slotId = randomUUID();
  const signupId = randomUUID();
  const at = new Date();
  await app.app.db.write(async (manager) => {
    await manager.insert(VolunteerRole, {
      id: roleId,
      name: 'Hall monitor',
      description: 'Watches the halls between classes.',
      people: 2,
      minAge: null,
      needsBackgroundCheck: false,
      perClass: false,
      retired: false,
      createdAt: at,
    });
    await manager.insert(VolunteerSlot, {
      id: slotId,
      termKey: slot.termKey,
      roleId,
      date: slot.date,
      start: slot.start,
      end: slot.end,
      classKey: null,
      people: 2,
      createdAt: at,
    });
    await manager.insert(VolunteerSignup, {
      id: signupId,
      slotId,
      householdId: slot.householdId,
      termKey: slot.termKey,
      volunteerKind: 'guardian',
      volunteerId: randomUUID(),
      volunteerName: slot.volunteerName ?? 'Pat Guardian',
      source: 'family',
      signedUpBy: 'Pat Guardian',
      createdAt: at,
      offeredAt: null,
      swappedFromId: null,
      endedAt: null,
      endedReason: null,
      endedBy: null,
    });
  });
  return signupId;
}
