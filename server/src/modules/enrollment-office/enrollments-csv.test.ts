import type { Catalog } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { enrollmentsCsv } from './enrollments-csv';
import type { ClassEnrollmentView, RosterEntryView } from './enrollment-office.types';

const catalog = {
  schoolYear: { name: '2026–2027', start: '2026-09-01', end: '2027-05-31', breaks: [] },
  timeZone: 'America/Chicago',
  groups: [{ key: 'elementary', title: 'Elementary' }],
  classes: [
    {
      key: 'art',
      group: 'elementary',
      label: 'Art',
      subject: 'Art',
      grades: [1],
      weekdays: ['tue', 'thu'],
      start: '11:30',
      end: '12:30',
      prerequisites: null,
      location: 'Catalyst, room 2',
      seats: 10,
    },
  ],
} as unknown as Catalog;

const art: ClassEnrollmentView = {
  classKey: 'art',
  title: 'Art (Grade 1)',
  termKey: '2026-27',
  termName: '2026–27',
  group: 'elementary',
  groupTitle: 'Elementary',
  seats: 12,
  held: 1,
  confirmed: 2,
  waitlisted: 0,
  teachers: [
    { id: '1', name: 'Ana Ruiz' },
    { id: '2', name: 'Ben Cole' },
  ],
};

const lucia: RosterEntryView = {
  placementId: 'p1',
  studentId: null,
  classKey: 'art',
  classTitle: 'Art (Grade 1)',
  status: 'held',
  // 03:05 UTC on the 2nd is still the evening of the 1st in Chicago (UTC−6 in December).
  since: new Date('2026-12-02T03:05:00Z'),
  waitlistPosition: null,
  reason: null,
  history: [],
  studentName: 'Lucía Peña',
  studentAge: 7,
  studentBirthday: '05/01/2019',
  studentAllergies: '',
  studentMedicalNotes: 'Carries an inhaler',
  emergencyContacts: [
    { name: 'Rosa Peña', relationship: 'Grandmother', phone: '(479) 555-0142' },
    { name: 'Tom Peña', relationship: 'Uncle', phone: '(479) 555-0143' },
  ],
  pickupAdults: ['Rosa Peña', 'Tom Peña'],
  parentName: 'José Peña',
  parentEmail: 'jose@example.org',
  parentPhone: '(479) 555-0100',
};

describe('the rosters as a spreadsheet', () => {
  it("starts with a byte-order mark, so Excel reads the names' accents as UTF-8", () => {
    const bytes = Buffer.from(enrollmentsCsv({ rows: [lucia], catalog, classes: [art] }), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Lucía Peña');
  });

  it("gives each row its class's days, hours, place and teachers, and the time on the co-op's clock", () => {
    const [header, row] = enrollmentsCsv({ rows: [lucia], catalog, classes: [art] })
      .slice(1)
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Class,Days,Time,Place,Teachers,Student,Age,Birthday,Allergies,Medical notes,Emergency contacts,' +
        'Allowed to pick up,Parent,Email,Phone,Status,Since,Waitlist position',
    );
    expect(row).toBe(
      'Art (Grade 1),Tuesday and Thursday,11:30 AM – 12:30 PM,"Catalyst, room 2","Ana Ruiz, Ben Cole",Lucía Peña,7,' +
        '05/01/2019,,Carries an inhaler,' +
        '"Rosa Peña (Grandmother), (479) 555-0142; Tom Peña (Uncle), (479) 555-0143","Rosa Peña, Tom Peña",' +
        'José Peña,jose@example.org,(479) 555-0100,Held,12/01/2026 9:05 PM,',
    );
  });

  it("leaves the household's cells empty for a student placed before households", () => {
    const before = { ...lucia, studentMedicalNotes: '', emergencyContacts: [], pickupAdults: [] };
    const row = enrollmentsCsv({ rows: [before], catalog, classes: [art] })
      .trimEnd()
      .split('\r\n')[1];
    expect(row).toContain(',Lucía Peña,7,05/01/2019,,,,,José Peña,');
  });
});
