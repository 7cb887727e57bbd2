import {
  enrollmentNextSteps,
  enrollmentStepsAfterConfirmation,
  type CatalogClass,
  type PlacementStatusName,
} from '@coop/contract';
import { describe, expect, it } from 'vitest';
import type { SiteDetails } from '../../site';
import { escapeHtml } from '../../../http/escape-html';
// The messages as the rest of the server takes them, through the mail module's front door.
import {
  accountApproved,
  accountRejected,
  accountRequested,
  enrollmentDigest,
  enrollmentReceived,
  formAcknowledgement,
  passwordChanged,
  passwordResetForced,
  placementNotice,
  roleChanged,
  submissionToAdmins,
  placementMovesToOffice,
  type OfficePlacementMove,
} from '..';
import { renderLetter } from './letter';
import { moveSentence } from './office-placement-notices';

const site: SiteDetails = {
  name: 'Ozark Learning Hub',
  contact: { email: 'info@coop.example', phone: '(479) 555-0100', address: '123 Example Street, Rogers, AR 72756' },
};
const siteUrl = 'https://coop.example';
const ann = { name: 'Ann Lee', email: 'ann@example.org' };

const math: CatalogClass = {
  key: 'math_1st',
  group: 'elementary',
  label: 'Math (Grade 1)',
  subject: 'Math',
  grades: [1],
  weekdays: ['tue', 'thu'],
  start: '09:30',
  end: '10:30',
  prerequisites: null,
  location: 'Academic Advantage',
  seats: 12,
};
const reading: CatalogClass = {
  ...math,
  key: 'reading_1st',
  subject: 'Reading',
  weekdays: ['tue'],
  start: '08:00',
  end: '09:00',
  location: 'Catalyst',
};

/** Both renderings of a message, for checks that must hold in each. */
const bodies = (message: { text: string; html: string }) => [message.text, message.html];

describe('the letter layout', () => {
  it('escapes every character HTML gives a meaning to', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('keeps a name that came with a line break on one line in the greeting, subject, headings and lists', () => {
    const name = 'Ann\r\nBcc: someone@evil.example';
    const message = accountApproved({ name, email: 'ann@example.org' }, 'parent', site, siteUrl);
    expect(message.text.split('\n')[0]).toBe('Dear Ann Bcc: someone@evil.example,');
    expect(message.html).toContain('<p>Dear Ann Bcc: someone@evil.example,</p>');
    const { text, html } = renderLetter(
      { greeting: 'Hello,', blocks: [{ heading: `For ${name}` }, { list: [`${name}\n(parent)`] }] },
      site,
    );
    expect(text).toContain('For Ann Bcc: someone@evil.example\n\n- Ann Bcc: someone@evil.example (parent)');
    expect(html).not.toMatch(/Ann\r?\n/);
    const [request] = accountRequested({ name, email: 'ann@example.org' }, ['admin@coop.example'], site, siteUrl);
    expect(request.subject).toBe('New account request from Ann Bcc: someone@evil.example');
  });

  it('renders greeting, paragraphs, lists, answers and links as text and as HTML, signed with the co-op', () => {
    const { text, html } = renderLetter(
      {
        greeting: 'Dear <b>Ann</b>,',
        blocks: [
          { paragraph: 'First line\nsecond line' },
          { heading: 'Steps' },
          { list: ['one', 'two'], ordered: true },
          { list: ['<i>a</i>'] },
          { answers: [{ label: 'Bio', value: 'Taught <em>math</em>' }] },
          { link: { text: 'Open', url: 'https://coop.example/a?b=1&c=2' } },
        ],
      },
      site,
    );
    expect(text).toContain('Dear <b>Ann</b>,\n\nFirst line\nsecond line\n\nSteps\n\n1. one\n2. two\n\n- <i>a</i>');
    expect(text).toContain('Bio: Taught <em>math</em>');
    expect(text).toContain('Open: https://coop.example/a?b=1&c=2');
    expect(text).toMatch(
      /--\nOzark Learning Hub\ninfo@coop\.example\n\(479\) 555-0100\n123 Example Street, Rogers, AR 72756\n$/,
    );
    expect(html).toContain('<p>Dear &lt;b&gt;Ann&lt;/b&gt;,</p>');
    expect(html).toContain('<p>First line<br>second line</p>');
    expect(html).toContain('<ol><li>one</li><li>two</li></ol>');
    expect(html).toContain('<ul><li>&lt;i&gt;a&lt;/i&gt;</li></ul>');
    expect(html).toContain('<dd>Taught &lt;em&gt;math&lt;/em&gt;</dd>');
    expect(html).toContain('<a href="https://coop.example/a?b=1&amp;c=2">Open</a>');
    expect(html).toContain(
      'Ozark Learning Hub<br><a href="mailto:info@coop.example">info@coop.example</a><br>(479) 555-0100<br>123 Example Street, Rogers, AR 72756',
    );
    expect(html).not.toContain('<b>');
  });
});

describe('the enrollment confirmation', () => {
  const message = enrollmentReceived(
    {
      parentName: 'Ann Lee',
      parentEmail: 'ann@example.org',
      studentName: 'Leo <script>',
      classes: [reading, math],
      placements: [
        { classKey: reading.key, status: 'held', position: null },
        { classKey: math.key, status: 'waitlisted', position: 2 },
      ],
    },
    site,
  );

  it('goes to the parent, naming the student', () => {
    expect(message).toMatchObject({ kind: 'enrollment_received', to: 'ann@example.org' });
    expect(message.subject).toBe('We received your enrollment for Leo <script>');
    expect(message.text).toContain('Dear Ann Lee,');
    expect(message.text).toContain('Thank you for enrolling Leo <script> with Ozark Learning Hub.');
    expect(message.html).toContain('Leo &lt;script&gt;');
    expect(message.html).not.toContain('<script>');
  });

  it('lists each chosen class with its days, times and location, and whether a seat is held or where in line', () => {
    expect(message.text).toContain(
      '- Reading (Grade 1): Tuesday, 8:00 AM–9:00 AM, at Catalyst. Held: a seat is kept for Leo <script> until your deposit is received.',
    );
    expect(message.text).toContain(
      '- Math (Grade 1): Tuesday and Thursday, 9:30 AM–10:30 AM, at Academic Advantage. Waitlisted: Leo <script> is number 2 on the waitlist.',
    );
    expect(message.html).toContain(
      '<li>Math (Grade 1): Tuesday and Thursday, 9:30 AM–10:30 AM, at Academic Advantage. Waitlisted: Leo &lt;script&gt; is number 2 on the waitlist.</li>',
    );
  });

  it('says what happens next as the thank-you page does, after this very e-mail, and how to reach the co-op', () => {
    expect(enrollmentNextSteps.slice(1)).toEqual(enrollmentStepsAfterConfirmation);
    for (const step of enrollmentStepsAfterConfirmation) {
      expect(message.text).toContain(step);
      expect(message.html).toContain(escapeHtml(step));
    }
    expect(message.text).toContain('What Happens Next');
    expect(message.text).toContain('info@coop.example or (479) 555-0100');
  });
});

describe('the home page forms', () => {
  it('thank a class suggestion and a teacher application by their sender', () => {
    const suggestion = formAcknowledgement('class_request', ann, site);
    expect(suggestion).toMatchObject({
      kind: 'form_acknowledgement',
      to: ann.email,
      subject: 'We received your class suggestion',
    });
    expect(suggestion.text).toContain('Dear Ann Lee,');
    const application = formAcknowledgement('teacher_application', ann, site);
    expect(application.subject).toBe('We received your application to teach');
    expect(application.text).toContain('interest in teaching');
  });

  it('send the answers to each administrator, one message each', () => {
    const messages = submissionToAdmins(
      'teacher_application',
      {
        from: 'Ann Lee',
        answers: [
          { label: 'Subject you would like to teach', value: 'Latin' },
          { label: 'Short bio', value: '<b>10 years</b>' },
        ],
      },
      ['a@coop.example', 'b@coop.example'],
      site,
    );
    expect(messages.map((message) => message.to)).toEqual(['a@coop.example', 'b@coop.example']);
    expect(messages[0]).toMatchObject({ kind: 'form_to_admins', subject: 'New teacher application from Ann Lee' });
    expect(messages[0].text).toContain('Subject you would like to teach: Latin');
    expect(messages[0].html).toContain('<dd>&lt;b&gt;10 years&lt;/b&gt;</dd>');
  });
});

describe('account messages', () => {
  it('tell each administrator of a request, linking to the Pending Approval list', () => {
    const [first] = accountRequested(ann, ['admin@coop.example'], site, siteUrl);
    expect(first).toMatchObject({
      kind: 'account_requested',
      to: 'admin@coop.example',
      subject: 'New account request from Ann Lee',
    });
    expect(first.text).toContain('Ann Lee (ann@example.org)');
    expect(first.text).toContain('https://coop.example/secure/dashboard?tab=users&group=pending');
    expect(first.html).toContain('href="https://coop.example/secure/dashboard?tab=users&amp;group=pending"');
  });

  it('tell the person of an approval with the role, a rejection, and a new role', () => {
    const approved = accountApproved(ann, 'teacher', site, siteUrl);
    expect(approved).toMatchObject({
      kind: 'account_approved',
      to: ann.email,
      subject: 'Your Ozark Learning Hub account was approved',
    });
    expect(approved.text).toContain('approved with the role Teacher');
    expect(approved.text).toContain('https://coop.example/login');
    expect(accountRejected(ann, site)).toMatchObject({
      kind: 'account_rejected',
      subject: 'Your Ozark Learning Hub account request was not approved',
    });
    const role = roleChanged(ann, 'admin', site);
    expect(role).toMatchObject({ kind: 'role_changed', subject: 'Your role is now Admin' });
    expect(role.text).toContain('to Admin.');
  });

  it('name the administrator who reset a password, never the password', () => {
    const message = passwordResetForced(ann, 'Grace Admin', site);
    expect(message).toMatchObject({ kind: 'password_reset_forced', to: ann.email, subject: 'Your password was reset' });
    for (const body of bodies(message)) {
      expect(body).toContain('Ask Grace Admin or the co-op for the temporary password');
      expect(body).toContain('info@coop.example');
    }
  });

  it('warn of a password change the person did not make', () => {
    const message = passwordChanged(ann, site);
    expect(message).toMatchObject({ kind: 'password_changed', subject: 'Your password was changed' });
    expect(message.text).toContain('If this was not you, contact us at once at info@coop.example or (479) 555-0100.');
  });
});

describe("a placement's later moves", () => {
  const family = { parentName: 'Ann Lee', parentEmail: 'ann@example.org', studentName: 'Leo <b>', class: math };
  const notice = (from: PlacementStatusName | null, to: PlacementStatusName, reason: string | null = null) =>
    placementNotice({ from, to, reason }, family, site);

  it('tell the parent of a seat taken from the waitlist, now held until the deposit', () => {
    const message = notice('waitlisted', 'held')!;
    expect(message).toMatchObject({
      kind: 'placement_promoted',
      to: 'ann@example.org',
      subject: 'A seat opened for Leo <b> in Math (Grade 1)',
    });
    expect(message.text).toContain('Dear Ann Lee,');
    expect(message.text).toContain('Held: a seat is kept for Leo <b> until your deposit is received.');
    expect(message.html).toContain('Leo &lt;b&gt;');
    expect(message.html).not.toContain('<b>');
  });

  it('tell of a confirmation, a withdrawal, and a decline with its reason as written', () => {
    expect(notice('held', 'confirmed')).toMatchObject({
      kind: 'placement_confirmed',
      subject: "Leo <b>'s place in Math (Grade 1) is confirmed",
    });
    expect(notice('confirmed', 'withdrawn')).toMatchObject({
      kind: 'placement_withdrawn',
      subject: 'Leo <b> was withdrawn from Math (Grade 1)',
    });
    const declined = notice('waitlisted', 'declined', 'The class moved to <Friday>')!;
    expect(declined).toMatchObject({
      kind: 'placement_declined',
      subject: "Leo <b>'s enrollment in Math (Grade 1) was declined",
    });
    expect(declined.text).toContain('Reason: The class moved to <Friday>');
    expect(declined.html).toContain('Reason: The class moved to &lt;Friday&gt;');
    expect(notice('held', 'declined')!.text).not.toContain('Reason:');
  });

  it('say nothing of a new placement (its confirmation does) nor of a return through a new enrollment', () => {
    expect(notice(null, 'held')).toBeUndefined();
    expect(notice(null, 'waitlisted')).toBeUndefined();
    expect(notice('withdrawn', 'held')).toBeUndefined();
    expect(notice('declined', 'waitlisted')).toBeUndefined();
  });
});

const withdrawal: OfficePlacementMove = {
  studentName: 'Leo Park',
  classKey: 'math_1st',
  classTitle: 'Math (Grade 1)',
  from: 'held',
  to: 'withdrawn',
  byName: 'Ana Park',
  byUserId: 'parent-1',
  familyEmail: 'ana@example.org',
  reason: null,
  // 8:05 PM on the co-op's clock: the next day in UTC.
  at: new Date('2026-11-26T02:05:00Z'),
};
const promotion: OfficePlacementMove = {
  ...withdrawal,
  studentName: 'Mia Lee',
  from: 'waitlisted',
  to: 'held',
  byName: 'Waitlist',
  byUserId: null,
  familyEmail: null,
};
const administrators = [
  { id: 'admin-a', email: 'a@coop.example' },
  { id: 'admin-b', email: 'b@coop.example' },
];

describe("the administrators' notice of placement changes", () => {
  it('names the student, the class, who withdrew and when on the co-op clock, and links to the roster', () => {
    const messages = placementMovesToOffice([withdrawal], 'America/Chicago', administrators, site, siteUrl);
    expect(messages.map((message) => message.to)).toEqual(['a@coop.example', 'b@coop.example']);
    expect(messages[0]).toMatchObject({
      kind: 'placement_to_office',
      subject: 'Ana Park (ana@example.org) withdrew Leo Park from Math (Grade 1)',
    });
    expect(messages[0].text).toContain(
      'Ana Park (ana@example.org) withdrew Leo Park from Math (Grade 1) on Wednesday, November 25, 2026 at 8:05 PM CST.',
    );
    expect(messages[0].text).toContain(
      'Open the roster of Math (Grade 1): https://coop.example/secure/office/enrollments?class=math_1st',
    );
    expect(messages[0].html).toContain(
      '<a href="https://coop.example/secure/office/enrollments?class=math_1st">Open the roster of Math (Grade 1)</a>',
    );
  });

  it('tells every move of one change in one message, and an administrator nothing of their own', () => {
    const declined = {
      ...withdrawal,
      to: 'declined' as const,
      byName: 'Bea Office',
      byUserId: 'admin-a',
      familyEmail: null,
    };
    const messages = placementMovesToOffice(
      [{ ...declined, reason: 'Class full' }, promotion],
      'America/Chicago',
      administrators,
      site,
      siteUrl,
    );
    expect(messages.map((message) => [message.to, message.subject])).toEqual([
      ['a@coop.example', 'Mia Lee moved up from the waitlist of Math (Grade 1)'],
      ['b@coop.example', '2 placement changes in Math (Grade 1)'],
    ]);
    expect(messages[1].text).toContain(
      "- Bea Office declined Leo Park's place in Math (Grade 1) (Class full), Wednesday, November 25, 2026 at 8:05 PM CST\n- Mia Lee moved up from the waitlist of Math (Grade 1), Wednesday",
    );
  });

  it('words each kind of move', () => {
    const by = { byName: 'Bea Office', byUserId: 'admin-a', familyEmail: null };
    expect(moveSentence({ ...withdrawal, ...by, to: 'confirmed' })).toBe(
      "Bea Office confirmed Leo Park's seat in Math (Grade 1)",
    );
    expect(moveSentence({ ...withdrawal, ...by, from: 'withdrawn', to: 'waitlisted' })).toBe(
      'Bea Office put Leo Park back on the waitlist of Math (Grade 1)',
    );
  });

  it('is sent to nobody when there is no administrator', () => {
    expect(placementMovesToOffice([withdrawal], 'America/Chicago', [], site, siteUrl)).toEqual([]);
  });
});

describe("the administrators' enrollment digest", () => {
  const enrollments = [
    {
      studentName: 'Leo Park',
      parentName: 'Ana Park',
      parentEmail: 'ana@example.org',
      classes: [
        { title: 'Math (Grade 1)', status: 'held' as const },
        { title: 'Reading (Grade 1)', status: 'waitlisted' as const },
      ],
    },
  ];
  const day = { label: 'Thursday, November 26, 2026', timeZone: 'America/Chicago' };

  it('lists each enrollment with its classes, one message per administrator, linking to the Enrollments tab', () => {
    const messages = enrollmentDigest(day, { enrollments, moves: [] }, administrators, site, siteUrl);
    expect(messages.map((message) => message.to)).toEqual(['a@coop.example', 'b@coop.example']);
    expect(messages[0]).toMatchObject({
      kind: 'enrollment_digest',
      subject: '1 new enrollment for Ozark Learning Hub, Thursday, November 26, 2026',
    });
    expect(messages[0].text).toContain(
      '- Leo Park (parent Ana Park, ana@example.org): Math (Grade 1) — Held; Reading (Grade 1) — Waitlisted',
    );
    expect(messages[0].text).toContain('https://coop.example/secure/office/enrollments');
    expect(messages[0].text).not.toContain('Placement changes');
  });

  it('lists the placement changes under their own heading, leaves out an administrator’s own, and goes out on a day with changes only', () => {
    const second = { ...withdrawal, studentName: 'Mia Park', at: new Date('2026-11-25T15:30:00Z') };
    const both = enrollmentDigest(day, { enrollments, moves: [withdrawal] }, [administrators[0]], site, siteUrl);
    expect(both[0].subject).toBe(
      '1 new enrollment and 1 placement change for Ozark Learning Hub, Thursday, November 26, 2026',
    );
    expect(both[0].text).toContain(
      'Placement changes\n\nSince yesterday morning:\n\n- Ana Park (ana@example.org) withdrew Leo Park from Math (Grade 1), Wednesday, November 25, 2026 at 8:05 PM CST',
    );
    expect(both[0].html).toContain('<h2 style="font-size:1.1em">Placement changes</h2>');

    const own = { ...second, byName: 'Bea Office', byUserId: 'admin-b', familyEmail: null, to: 'confirmed' as const };
    const only = enrollmentDigest(day, { enrollments: [], moves: [own, withdrawal] }, administrators, site, siteUrl);
    expect(only.map((message) => [message.to, message.subject])).toEqual([
      ['a@coop.example', '2 placement changes for Ozark Learning Hub, Thursday, November 26, 2026'],
      ['b@coop.example', '1 placement change for Ozark Learning Hub, Thursday, November 26, 2026'],
    ]);
    expect(only[0].text).not.toContain('received');
    expect(only[0].text).toContain(
      "- Bea Office confirmed Mia Park's seat in Math (Grade 1), Wednesday, November 25, 2026 at 9:30 AM CST",
    );
    expect(only[1].text).not.toContain('Mia Park');
  });

  it('is not sent on a day without enrollments or placement changes', () => {
    expect(enrollmentDigest(day, { enrollments: [], moves: [] }, administrators, site, siteUrl)).toEqual([]);
  });
});
