import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentFields } from '../../test-support/enrollments';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { classTitle, honeypotField, nextField, replyToField, submissionIdField } from '@coop/contract';
import { FormSubmission } from './form-submission.entity';
import { formFields, formMessages } from './form.rules';
import { catalogOnDisk } from '../../test-support/content-on-disk';

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await TestApp.start();
  adminToken = await app.adminToken();
});
afterAll(() => app.stop());

const json = { accept: 'application/json' };
const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function post(path: string, body: FormData | URLSearchParams | string, headers: Record<string, string> = json) {
  const response = await fetch(app.url + path, { method: 'POST', headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML or empty: the test reads the text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** An enrollment in Reading and Math for Grade 1, with any fields added or changed. */
const enrollment = (extra: Record<string, string> = {}) => ({
  ...enrollmentFields(['reading_1st', 'math_1st']),
  ...extra,
});

const stored = () => app.app.db.manager.count(FormSubmission);

const submissionsQuery = `query ($form: FormName) { formSubmissions(form: $form) { id form submittedAt fields { name label value } } }`;

async function submissions(form?: string) {
  const answer = await app.graphql(submissionsQuery, form ? { form } : {}, adminToken);
  expect(answer.errors).toBeUndefined();
  return answer.data.formSubmissions as Array<{
    id: string;
    form: string;
    submittedAt: string;
    fields: Array<{ name: string; label: string; value: string }>;
  }>;
}

/** A class as the catalog the server reads names it: "Math (Grades 2–3)". */
function catalogTitle(key: string): string {
  const found = catalogOnDisk(app.config.contentDir).classes.find((item) => item.key === key);
  if (!found) throw new Error(`the catalog has no class ${key}`);
  return classTitle(found);
}

const fieldsOf = (submission: { fields: Array<{ name: string; value: string }> }) =>
  Object.fromEntries(submission.fields.map((field) => [field.name, field.value]));

describe('POST /forms/enrollment', () => {
  it("takes the form provider's multipart body and answers {ok: true} with each class's place; admins read it back", async () => {
    const sent = enrollment();
    const answer = await post('/forms/enrollment', multipart(sent));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      placements: [
        { classKey: 'reading_1st', status: 'held', position: null },
        { classKey: 'math_1st', status: 'held', position: null },
      ],
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [latest] = await submissions('enrollment');
    expect(latest.form).toBe('enrollment');
    // Every field as sent; the provider's reply-to address is kept as the parent's e-mail, and the submission's
    // id only tells a resubmission apart.
    const { _replyto, [submissionIdField]: _id, ...asSent } = sent;
    expect(fieldsOf(latest)).toEqual({ ...asSent, parent_email: _replyto });
  });

  it('answers 422 with a message per missing field, and stores nothing', async () => {
    const before = await stored();
    const answer = await post(
      '/forms/enrollment',
      multipart({ parent_name: 'Ana', reading_1st: 'Yes', acknowledgment: 'No' }),
    );
    expect(answer.status).toBe(422);
    const required = Object.fromEntries(
      formFields.enrollment.filter((rule) => rule.name !== 'parent_name').map((rule) => [rule.name, rule.required]),
    );
    expect(answer.body).toEqual({
      ok: false,
      errors: { ...required, acknowledgment: formMessages.acknowledgmentRequired },
    });
    expect(await stored()).toBe(before);
  });

  it('checks the e-mail, the age, the birthday and that every class is in the catalogue', async () => {
    const answer = await post(
      '/forms/enrollment',
      multipart(
        enrollment({
          [replyToField]: 'ana@',
          student_age: 'seven',
          student_birthday: '2019-03-14',
          underwater_basket_weaving: 'Yes',
        }),
      ),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      parent_email: formMessages.emailInvalid,
      student_age: formMessages.ageInvalid,
      student_birthday: formMessages.birthdayInvalid,
      underwater_basket_weaving: formMessages.unknownClass,
    });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await stored();
    const answer = await post('/forms/enrollment', multipart(enrollment({ [honeypotField]: 'http://spam.example' })));
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(await stored()).toBe(before);
  });

  it("sends a browser's native post to the enrollment thank-you page", async () => {
    const answer = await post('/forms/enrollment', new URLSearchParams(enrollment()), browser);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/enrollment/thank-you');
  });
});

describe('POST /forms/class-request and /forms/teacher-application', () => {
  it('redirects a native post to _next when it is a path on this site, and stores it', async () => {
    const idea = `Astronomy ${Date.now()}`;
    const answer = await post(
      '/forms/class-request',
      new URLSearchParams({
        name: 'Kim',
        email: 'kim@example.org',
        phone: '',
        class_idea: idea,
        [nextField]: '/thank-you',
        [honeypotField]: '',
      }),
      browser,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/thank-you');
    const [latest] = await submissions('class_request');
    expect(fieldsOf(latest)).toEqual({ name: 'Kim', email: 'kim@example.org', class_idea: idea });
  });

  it.each(['https://evil.example/thanks', '//evil.example/thanks', '/\\evil.example', 'thanks'])(
    'never redirects to another host (_next = %j)',
    async (next) => {
      const answer = await post(
        '/forms/teacher-application',
        new URLSearchParams({
          name: 'Kim',
          email: 'kim@example.org',
          subject: 'Art',
          bio: 'Painter',
          [nextField]: next,
        }),
        browser,
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/thank-you');
    },
  );

  it('answers JSON callers with JSON', async () => {
    const ok = await post(
      '/forms/teacher-application',
      new URLSearchParams({ name: 'Kim', email: 'kim@example.org', subject: 'Art', bio: 'Painter' }),
    );
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
    const refused = await post(
      '/forms/teacher-application',
      JSON.stringify({ name: 'Kim', email: 'kim@example.org' }),
      { ...json, 'content-type': 'application/json' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      ok: false,
      errors: { subject: formFields.teacher_application[3].required, bio: formFields.teacher_application[4].required },
    });
  });

  it('shows a refused native post a page with the messages and a way back', async () => {
    const answer = await post(
      '/forms/class-request',
      new URLSearchParams({ name: 'Kim', email: 'not-an-email', class_idea: '<b>Art</b>' }),
      browser,
    );
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.body).toContain(formMessages.emailInvalid);
    expect(answer.body).toContain('href="/#class-request"');
  });
});

describe('what the collector refuses', () => {
  it('answers 404 for an unknown form and 405 for anything but POST', async () => {
    expect((await post('/forms/newsletter', new URLSearchParams({ a: 'b' }))).status).toBe(404);
    const get = await fetch(`${app.url}/forms/enrollment`, { headers: json });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('refuses bodies over the limits (413), other content types (415) and attachments (400)', async () => {
    expect(
      (await post('/forms/class-request', multipart({ name: 'Kim', class_idea: 'x'.repeat(70 * 1024) }))).status,
    ).toBe(413);
    expect(
      (await post('/forms/class-request', new URLSearchParams({ name: 'Kim', class_idea: 'x'.repeat(300 * 1024) })))
        .status,
    ).toBe(413);
    const many = new URLSearchParams();
    for (let i = 0; i < 250; i++) many.append(`f${i}`, 'x');
    expect((await post('/forms/class-request', many)).status).toBe(413);
    const plain = await post('/forms/class-request', 'name=Kim', { ...json, 'content-type': 'text/plain' });
    expect(plain).toMatchObject({ status: 415, body: { ok: false, error: formMessages.unsupportedType } });
    const withFile = multipart({ name: 'Kim' });
    withFile.append('resume', new Blob(['%PDF-1.4']), 'resume.pdf');
    expect(await post('/forms/teacher-application', withFile)).toMatchObject({
      status: 400,
      body: { ok: false, error: formMessages.attachmentsRefused },
    });
  });
});

describe('the per-address limit', () => {
  it('answers 429 once an address has used FORMS_LIMIT_PER_HOUR, honeypot hits included', async () => {
    const limited = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '3' });
    try {
      const send = (fields: Record<string, string>) =>
        fetch(`${limited.url}/forms/class-request`, {
          method: 'POST',
          headers: json,
          body: new URLSearchParams(fields),
        });
      const good = { name: 'Kim', email: 'kim@example.org', class_idea: 'Art' };
      expect((await send(good)).status).toBe(200);
      expect((await send({ ...good, [honeypotField]: 'bot' })).status).toBe(200);
      expect((await send({})).status).toBe(422);
      const refused = await send(good);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await refused.json()).toEqual({
        ok: false,
        error: formMessages.tooManySubmissions,
        code: 'TOO_MANY_REQUESTS',
      });
      expect(await limited.app.db.manager.count(FormSubmission)).toBe(1);
    } finally {
      await limited.stop();
    }
  });
});

describe('formSubmissions (GraphQL, admin)', () => {
  it('lists every form newest first, or one form', async () => {
    await post(
      '/forms/class-request',
      new URLSearchParams({ name: 'First', email: 'a@example.org', class_idea: 'One' }),
    );
    await post(
      '/forms/teacher-application',
      new URLSearchParams({ name: 'Second', email: 'b@example.org', subject: 'Art', bio: 'Two' }),
    );
    const all = await submissions();
    expect(fieldsOf(all[0]).name).toBe('Second');
    expect(fieldsOf(all[1]).name).toBe('First');
    const times = all.map((s) => Date.parse(s.submittedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((s) => s.form))).toEqual(new Set(['enrollment', 'class_request', 'teacher_application']));
    expect((await submissions('teacher_application')).every((s) => s.form === 'teacher_application')).toBe(true);
  });

  it('refuses parents and teachers (FORBIDDEN) and anonymous callers (UNAUTHENTICATED)', async () => {
    for (const role of [Role.parent, Role.teacher]) {
      const { token } = await app.seedUser({ role });
      const answer = await app.graphql(submissionsQuery, {}, token);
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(answer.data).toBeNull();
    }
    const anonymous = await app.graphql(submissionsQuery);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

/** RFC 4180 records, quotes and all. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  expect(cell).toBe('');
  expect(row).toEqual([]);
  return rows;
}

describe('submission labels', () => {
  it('names each chosen class as the catalog does, and the other fields in words', async () => {
    // Math (Grade 1) left out: it meets at the hours of Math (Grades 2–3).
    await post(
      '/forms/enrollment',
      multipart(enrollment({ math_1st: 'No', math_2nd_3rd: 'Yes', parakeet_nest: 'Yes' })),
    );
    const [latest] = await submissions('enrollment');
    const labels = Object.fromEntries(latest.fields.map((field) => [field.name, field.label]));
    expect(labels).toMatchObject({
      parent_email: 'Parent email',
      student_allergies: 'Student allergies',
      reading_1st: catalogTitle('reading_1st'),
      math_2nd_3rd: catalogTitle('math_2nd_3rd'),
      parakeet_nest: catalogTitle('parakeet_nest'),
      acknowledgment: 'Acknowledgment',
    });
    expect(labels.math_2nd_3rd).toBe('Math (Grades 2–3)');
    expect(labels.parakeet_nest).toBe('Spanish Bites: Parakeet Nest (Ages 6–9)');
  });

  it("heads the CSV's class columns with the catalog's names, their answers beneath", async () => {
    const sent = enrollment({ math_1st: 'No', math_2nd_3rd: 'Yes', parakeet_nest: 'Yes' });
    await post('/forms/enrollment', multipart(sent));
    const rows = parseCsv(
      await (
        await fetch(`${app.url}/api/submissions.csv?form=enrollment`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).text(),
    );
    const header = rows[0];
    for (const key of ['reading_1st', 'math_2nd_3rd', 'parakeet_nest']) {
      expect(header).toContain(catalogTitle(key));
      expect(header).not.toContain(key);
    }
    const row = rows.find((cells) => cells.includes(sent.student_name))!;
    expect(row[header.indexOf(catalogTitle('math_2nd_3rd'))]).toBe('Yes');
    expect(row[header.indexOf(catalogTitle('parakeet_nest'))]).toBe('Yes');
  });
});

describe('GET /api/submissions.csv', () => {
  const csv = (query: string, token?: string) =>
    fetch(`${app.url}/api/submissions.csv${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('downloads one form as CSV with quoting and formula protection', async () => {
    const idea = 'Chemistry, "kitchen" edition\nwith labs';
    await post(
      '/forms/class-request',
      new URLSearchParams({
        name: '=HYPERLINK("http://x")',
        email: 'c@example.org',
        phone: '+1 479 555 0100',
        class_idea: idea,
      }),
    );
    const response = await csv('?form=class-request', adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="class-request-submissions.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(['submittedAt', 'name', 'email', 'phone', 'class_idea']);
    expect(rows[1]).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      '\'=HYPERLINK("http://x")',
      'c@example.org',
      "'+1 479 555 0100",
      idea,
    ]);
    expect(rows.slice(1).every((row) => row.length === rows[0].length)).toBe(true);
  });

  it("puts the enrollment's class choices in their own columns", async () => {
    const rows = parseCsv(await (await csv('?form=enrollment', adminToken)).text());
    expect(rows[0].slice(0, 8)).toEqual([
      'submittedAt',
      'parent_name',
      'parent_email',
      'parent_phone',
      'student_name',
      'student_age',
      'student_birthday',
      'student_allergies',
    ]);
    expect(rows[0]).toEqual(
      expect.arrayContaining([catalogTitle('reading_1st'), catalogTitle('math_1st'), 'acknowledgment']),
    );
  });

  it('answers 401 without a token, 403 for parents and teachers, 400 for an unknown form, all in JSON', async () => {
    const anonymous = await csv('?form=enrollment');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    for (const role of [Role.parent, Role.teacher]) {
      const { token } = await app.seedUser({ role });
      const refused = await csv('?form=enrollment', token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    for (const query of ['', '?form=class_request', '?form=newsletter']) {
      const bad = await csv(query, adminToken);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ success: false, error: formMessages.formParameter });
    }
  });
});
