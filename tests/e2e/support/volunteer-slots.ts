import { randomUUID } from 'node:crypto';
import { inWorkerDatabase, storedNow } from './worker-database';

// Volunteer duty slots and the households that sign up for them, seeded straight into this worker's database: the
// office's Duties screens are tested on their own, and a family's child confirmed in a class makes it take part.

/** Marks what this file wrote, so it takes away only its own rows. */
const marker = 'e2e volunteer-signups';

/** A household with the account as its guardian and one child confirmed in the class: it takes part in the term. */
export function seedTakingPartHousehold(name: string, guardianUserId: string, classKey: string): string {
  return inWorkerDatabase((db) => {
    const now = storedNow();
    const householdId = randomUUID();
    const studentId = randomUUID();
    const enrollmentId = randomUUID();
    db.prepare(
      'INSERT INTO households (id, name, address, home_phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(householdId, name, '', '', now, now);
    db.prepare('INSERT INTO household_guardians (user_id, household_id, added_at) VALUES (?, ?, ?)').run(
      guardianUserId,
      householdId,
      now,
    );
    db.prepare(
      `INSERT INTO household_students (id, household_id, full_name, birthday, grade, allergies, medical_notes,
         emergency_contacts, pickup_adults, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(studentId, householdId, `Child of ${name}`, '2018-01-01', '3', 'None', '', '[]', '[]', now);
    db.prepare(
      `INSERT INTO enrollments (id, parent_name, parent_email, parent_phone, student_name, student_age,
         student_birthday, student_allergies, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(enrollmentId, name, `${householdId}@example.test`, '1', `Child of ${name}`, 8, '01/01/2018', 'None', now);
    db.prepare(
      `INSERT INTO placements (id, enrollment_id, class_key, student_key, student_id, status, queue_order, reason,
         status_at, created_at) VALUES (?, ?, ?, ?, ?, 'confirmed', 1, NULL, ?, ?)`,
    ).run(randomUUID(), enrollmentId, classKey, `${householdId}|0`, studentId, now, now);
    return householdId;
  });
}

/**
 * The term's policy (a quota, sign-up open now), one duty and its slots, each 9:00 to 12:00 on the given days; and
 * every other household taking part exempted, so that this file's two households are the ones fair share weighs.
 */
export function seedSignupTerm(
  termKey: string,
  quotaMinutes: number,
  dates: readonly string[],
  keep: readonly string[],
) {
  return inWorkerDatabase((db) => {
    const now = storedNow();
    db.prepare('DELETE FROM volunteer_terms WHERE term_key = ?').run(termKey);
    db.prepare(
      `INSERT INTO volunteer_terms (term_key, quota_minutes, hourly_rate, signup_opens, signup_closes,
         auto_assign_days, updated_at) VALUES (?, ?, 0, NULL, NULL, NULL, ?)`,
    ).run(termKey, quotaMinutes, now);
    const others = db
      .prepare(
        `SELECT DISTINCT s.household_id AS id FROM household_students s
           WHERE s.household_id NOT IN (SELECT household_id FROM volunteer_exemptions WHERE term_key = ?)`,
      )
      .all(termKey) as { id: string }[];
    for (const { id } of others.filter((row) => !keep.includes(row.id)))
      db.prepare(
        `INSERT INTO volunteer_exemptions (term_key, household_id, quota_minutes, reason, by_name, created_at)
           VALUES (?, ?, 0, ?, ?, ?)`,
      ).run(termKey, id, marker, marker, now);
    const roleId = randomUUID();
    db.prepare(
      `INSERT INTO volunteer_roles (id, name, description, people, min_age, needs_background_check, per_class, retired,
         created_at) VALUES (?, 'Hall monitor', ?, 1, NULL, 0, 0, 0, ?)`,
    ).run(roleId, marker, now);
    return dates.map((date) => {
      const id = randomUUID();
      db.prepare(
        `INSERT INTO volunteer_slots (id, term_key, role_id, date, start, "end", class_key, people, created_at)
           VALUES (?, ?, ?, ?, '09:00', '12:00', NULL, 1, ?)`,
      ).run(id, termKey, roleId, date, now);
      return id;
    });
  });
}

/** Takes away what `seedSignupTerm` wrote: later files find the term as it was. */
export function removeSignupTerm(termKey: string): void {
  inWorkerDatabase((db) => {
    const roles = db.prepare('SELECT id FROM volunteer_roles WHERE description = ?').all(marker) as { id: string }[];
    for (const { id } of roles) {
      db.prepare(
        'DELETE FROM volunteer_signups WHERE slot_id IN (SELECT id FROM volunteer_slots WHERE role_id = ?)',
      ).run(id);
      db.prepare('DELETE FROM volunteer_slots WHERE role_id = ?').run(id);
      db.prepare('DELETE FROM volunteer_roles WHERE id = ?').run(id);
    }
    db.prepare('DELETE FROM volunteer_exemptions WHERE term_key = ? AND reason = ?').run(termKey, marker);
    db.prepare('DELETE FROM volunteer_terms WHERE term_key = ?').run(termKey);
  });
}
