import { randomUUID } from 'node:crypto';
import { inWorkerDatabase, storedNow } from './worker-database';

// A term's volunteer policy and one household's duty today, written straight into this worker's database as the
// office's Duties tab and the family's sign-up would leave them (those screens are tested on their own), and the
// check-ins stored for a signup, read back to count them.

/** The term asks `quotaMinutes` of each household, at `hourlyRate` cents an hour not worked. */
export function seedVolunteerTerm(termKey: string, quotaMinutes: number, hourlyRate: number): void {
  inWorkerDatabase((db) =>
    db
      .prepare(
        `INSERT OR REPLACE INTO volunteer_terms (term_key, quota_minutes, hourly_rate, updated_at) VALUES (?, ?, ?, ?)`,
      )
      .run(termKey, quotaMinutes, hourlyRate, storedNow()),
  );
}

/** A hall monitor's slot on `date` and the household's guardian down for it; answers the signup's id. */
export function seedSignup(slot: {
  termKey: string;
  householdId: string;
  date: string;
  volunteerName: string;
}): string {
  const [roleId, slotId, signupId] = [randomUUID(), randomUUID(), randomUUID()];
  inWorkerDatabase((db) => {
    db.prepare(
      `INSERT INTO volunteer_roles (id, name, description, people, created_at) VALUES (?, 'Hall monitor', 'Watches the halls.', 2, ?)`,
    ).run(roleId, storedNow());
    db.prepare(
      `INSERT INTO volunteer_slots (id, term_key, role_id, date, start, "end", people, created_at)
       VALUES (?, ?, ?, ?, '09:00', '12:00', 2, ?)`,
    ).run(slotId, slot.termKey, roleId, slot.date, storedNow());
    db.prepare(
      `INSERT INTO volunteer_signups (id, slot_id, household_id, term_key, volunteer_kind, volunteer_id, volunteer_name,
         source, signed_up_by, created_at) VALUES (?, ?, ?, ?, 'guardian', ?, ?, 'family', ?, ?)`,
    ).run(
      signupId,
      slotId,
      slot.householdId,
      slot.termKey,
      randomUUID(),
      slot.volunteerName,
      slot.volunteerName,
      storedNow(),
    );
  });
  return signupId;
}

/** How many checks the server has stored for the signup. */
export function storedChecks(signupId: string): number {
  return inWorkerDatabase(
    (db) =>
      (
        db.prepare('SELECT COUNT(*) AS count FROM volunteer_checks WHERE signup_id = ?').get(signupId) as {
          count: number;
        }
      ).count,
  );
}
