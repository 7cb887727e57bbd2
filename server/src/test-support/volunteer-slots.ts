import { randomUUID } from 'node:crypto';
import { termsByClass, type Catalog } from '@coop/contract';
import type { EntityManager } from 'typeorm';
import { VolunteerRole, VolunteerSlot, VolunteerTermRow } from '../modules/volunteers';

// Duty roles, slots and a term's policy written straight to their tables, for the sign-up tests: the office's own
// screens for them are another module's.

/** The term of the school year's Reading class, which seeded families take part in. */
export const signupTermKey = (catalog: Catalog) => termsByClass(catalog).get('reading_1st')!.key;

export async function seedPolicy(
  manager: EntityManager,
  termKey: string,
  policy: Partial<Pick<VolunteerTermRow, 'quotaMinutes' | 'signupOpens' | 'signupCloses' | 'autoAssignDays'>>,
): Promise<void> {
  await manager.save(VolunteerTermRow, {
    termKey,
    quotaMinutes: 180,
    hourlyRate: 2_000,
    signupOpens: null,
    signupCloses: null,
    autoAssignDays: null,
    ...policy,
    updatedAt: new Date(),
  });
}

export async function seedRole(
  manager: EntityManager,
  role: Partial<Pick<VolunteerRole, 'name' | 'people' | 'minAge' | 'needsBackgroundCheck'>> = {},
): Promise<VolunteerRole> {
  const row: VolunteerRole = {
    id: randomUUID(),
    name: 'Hall monitor',
    description: 'Keeps the halls calm between classes.',
    people: 1,
    minAge: null,
    needsBackgroundCheck: false,
    perClass: false,
    retired: false,
    createdAt: new Date(),
    ...role,
  };
  await manager.insert(VolunteerRole, row);
  return row;
}

export async function seedSlot(
  manager: EntityManager,
  slot: Pick<VolunteerSlot, 'termKey' | 'roleId' | 'date'> & Partial<Pick<VolunteerSlot, 'start' | 'end' | 'people'>>,
): Promise<VolunteerSlot> {
  const row: VolunteerSlot = {
    id: randomUUID(),
    start: '09:00',
    end: '12:00',
    people: 1,
    classKey: null,
    createdAt: new Date(),
    ...slot,
  };
  await manager.insert(VolunteerSlot, row);
  return row;
}
