import { acknowledgmentField, honeypotField, replyToField } from '@coop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnrollmentValues } from '../enrollment-rules';
import { filledEnrollment } from '../filled-enrollment';
import { paths } from '../../../config/paths';
import { enrollmentBody, submitEnrollment } from './submit-enrollment';

const values: EnrollmentValues = {
  ...filledEnrollment({ parent_name: ' Ana Parent ' }),
  // Chosen out of order: the body lists them in the catalogue's order.
  classes: new Set(['math_1st', 'reading_1st']),
  acknowledged: true,
};

describe('enrollmentBody', () => {
  it('sends every field, the parent e-mail as _replyto, chosen classes as Yes', () => {
    expect([...enrollmentBody(values).entries()]).toEqual([
      ['parent_name', 'Ana Parent'],
      [replyToField, 'ana@example.org'],
      ['parent_phone', '(479) 555-0101'],
      ['student_name', 'Leo'],
      ['student_age', '7'],
      ['student_birthday', '03/14/2019'],
      ['student_allergies', 'None'],
      ['reading_1st', 'Yes'],
      ['math_1st', 'Yes'],
      [acknowledgmentField, 'Yes'],
      [honeypotField, ''],
    ]);
  });

  it('sends the acknowledgment as No when it is not given', () => {
    expect(enrollmentBody({ ...values, acknowledged: false }).get(acknowledgmentField)).toBe('No');
  });
});

/** What the thank-you page will read. */
const keptNotes = () => JSON.parse(sessionStorage.getItem(paths.enrollmentThankYou.path) ?? 'null') as unknown;

describe('submitEnrollment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("keeps our server's placements for the thank-you page, each class by its title", async () => {
    const placements = [
      { classKey: 'reading_1st', status: 'held', position: null },
      { classKey: 'math_1st', status: 'waitlisted', position: 1 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true, placements })),
    );
    expect(await submitEnrollment(values, '/forms/enrollment')).toBe('sent');
    expect(keptNotes()).toEqual([
      {
        title: 'Reading (Grade 1) · Tue 8:00–9:00 AM · Catalyst',
        text: 'Held: a seat is kept for Leo until your deposit is received.',
      },
      {
        title: 'Math (Grade 1) · Tue & Thu 9:30–10:30 AM · Academic Advantage',
        text: 'Waitlisted: Leo is number 1 on the waitlist.',
      },
    ]);
  });

  it('keeps nothing for a submission queued offline, and no classes from a provider without placements', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true, queued: true }, { status: 202 })),
    );
    expect(await submitEnrollment(values, '/forms/enrollment')).toBe('queued');
    expect(keptNotes()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true, next: 'https://provider.example/thanks' })),
    );
    expect(await submitEnrollment(values, 'https://provider.example/f/abc')).toBe('sent');
    expect(keptNotes()).toEqual([]);
  });

  it('posts multipart to the endpoint asking for JSON', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await submitEnrollment(values, '/forms/enrollment');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/forms/enrollment');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(init.body).toBeInstanceOf(FormData);
  });

  it('fails on any answer that is not ok, whatever its body says', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 500 })),
    );
    await expect(submitEnrollment(values, '/forms/enrollment')).rejects.toThrow('HTTP error! status: 500');
  });
});
