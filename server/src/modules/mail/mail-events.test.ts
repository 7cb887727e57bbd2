import { randomUUID } from 'node:crypto';
import { honeypotField } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentFields } from '../../test-support/enrollments';
import { adminCredentials, TestApp } from '../../test-support/test-app';
import { Role, UserStatus } from '../accounts';
import { OutboxMessage } from './outbox-message.entity';

let app: TestApp;
let quiet: TestApp;
let admin: string;
/** The other active administrator, in the middle of a forced reset: still told of requests. */
let resettingAdmin: string;
/** Everything secret a test handled (temporary passwords, session tokens): no message may hold any of them. */
const secrets: string[] = [];

beforeAll(async () => {
  app = await TestApp.start();
  quiet = await TestApp.start({}, { ADMIN_NOTIFY: 'false' });
  admin = await app.adminToken();
  secrets.push(admin);
  resettingAdmin = (await app.seedUser({ role: Role.admin, status: UserStatus.password_reset_required })).user.email;
  // Neither a pending nor a rejected administrator is told anything.
  await app.seedUser({ role: Role.admin, status: UserStatus.pending });
  await app.seedUser({ role: Role.admin, status: UserStatus.rejected });
});
afterAll(async () => {
  await quiet?.stop();
  await app?.stop();
});

const unique = (word: string) => `${word} ${randomUUID().slice(0, 8)}`;
const addressOf = (word: string) => `${word}-${randomUUID().slice(0, 8)}@example.org`;

function mailTo(on: TestApp, recipient: string) {
  return on.app.db.manager.find(OutboxMessage, { where: { recipient }, order: { createdAt: 'ASC' } });
}

/** The administrators' copies of one event, found by its subject. */
function mailAbout(on: TestApp, subject: string) {
  return on.app.db.manager.find(OutboxMessage, { where: { subject }, order: { recipient: 'ASC' } });
}

async function postForm(on: TestApp, slug: string, fields: Record<string, string>) {
  const response = await fetch(`${on.url}/forms/${slug}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  return response.status;
}

/** An enrollment in Reading and Math for Grade 1 by the parent Ana Parent at this address. */
const enrollment = (parentEmail: string, studentName: string) =>
  enrollmentFields(['reading_1st', 'math_1st'], { parentEmail, studentName });

describe('an enrollment', () => {
  it('confirms to the parent each class with its days, times and place, and what happens next', async () => {
    const parent = addressOf('parent');
    const student = unique('Leo');
    expect(await postForm(app, 'enrollment', enrollment(parent, student))).toBe(200);
    const [message, ...others] = await mailTo(app, parent);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'enrollment_received',
      state: 'queued',
      subject: `We received your enrollment for ${student}`,
    });
    expect(message.text).toContain('Dear Ana Parent,');
    expect(message.text).toContain('- Reading (Grade 1): Tuesday, 8:00 AM–9:00 AM, at Catalyst');
    expect(message.text).toContain('- Math (Grade 1): Tuesday and Thursday, 9:30 AM–10:30 AM, at Academic Advantage');
    expect(message.text).toContain('1. Our team will review your enrollment and the classes you chose.');
    expect(message.html).toContain(
      `<li>Reading (Grade 1): Tuesday, 8:00 AM–9:00 AM, at Catalyst. Held: a seat is kept for ${student} until your deposit is received.</li>`,
    );
    expect(message.html).toContain('<li>You will receive welcome materials before classes begin.</li>');
    expect(message.text).toContain('info@example.org');
  });

  it('sends its answers to every active administrator', async () => {
    const student = unique('Mia');
    const parent = addressOf('parent');
    await postForm(app, 'enrollment', enrollment(parent, student));
    const notices = await mailAbout(app, `New enrollment from Ana Parent for ${student}`);
    expect(notices.map((notice) => notice.recipient)).toEqual([adminCredentials.email, resettingAdmin].sort());
    expect(notices[0].kind).toBe('form_to_admins');
    expect(notices[0].text).toContain(`Student Name: ${student}`);
    expect(notices[0].text).toContain(`Parent Email: ${parent}`);
    expect(notices[0].text).toContain('Math (Grade 1): Yes');
    expect(notices[0].html).toContain('<dt><strong>Student Allergies</strong></dt><dd>Peanuts</dd>');
  });

  it('is mailed about once, however often the same submission is sent', async () => {
    const parent = addressOf('parent');
    const fields = enrollment(parent, unique('Sam'));
    expect(await postForm(app, 'enrollment', fields)).toBe(200);
    expect(await postForm(app, 'enrollment', fields)).toBe(200);
    expect(await mailTo(app, parent)).toHaveLength(1);
  });

  it('mails nobody when it is refused', async () => {
    const parent = addressOf('parent');
    expect(await postForm(app, 'enrollment', { ...enrollment(parent, unique('Zoe')), acknowledgment: '' })).toBe(422);
    expect(await mailTo(app, parent)).toEqual([]);
  });

  it('mails nobody when a robot filled the honeypot', async () => {
    const parent = addressOf('robot');
    const student = unique('Bot');
    expect(await postForm(app, 'enrollment', { ...enrollment(parent, student), [honeypotField]: 'spam' })).toBe(200);
    expect(await mailTo(app, parent)).toEqual([]);
    expect(await mailAbout(app, `New enrollment from Ana Parent for ${student}`)).toEqual([]);
  });

  it('escapes a name like <script> in the HTML', async () => {
    const parent = addressOf('parent');
    await postForm(app, 'enrollment', enrollment(parent, '<script>alert(1)</script>'));
    const [message] = await mailTo(app, parent);
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.html).not.toContain('<script>');
    const [notice] = await mailAbout(app, 'New enrollment from Ana Parent for <script>alert(1)</script>');
    expect(notice.html).not.toContain('<script>');
  });
});

describe('the home page forms', () => {
  it('thank the sender of a class suggestion and send its answers to the administrators', async () => {
    const sender = addressOf('idea');
    const name = unique('Ann');
    const status = await postForm(app, 'class-request', { name, email: sender, class_idea: 'Latin for grades 5-6' });
    expect(status).toBe(200);
    const [thanks] = await mailTo(app, sender);
    expect(thanks).toMatchObject({ kind: 'form_acknowledgement', subject: 'We received your class suggestion' });
    expect(thanks.text).toContain(`Dear ${name},`);
    const notices = await mailAbout(app, `New class suggestion from ${name}`);
    expect(notices).toHaveLength(2);
    expect(notices[0].text).toContain('Your class idea: Latin for grades 5-6');
  });

  it('thank the sender of a teacher application and send its answers to the administrators', async () => {
    const sender = addressOf('teacher');
    const name = unique('Tom');
    await postForm(app, 'teacher-application', {
      name,
      email: sender,
      subject: 'Chemistry',
      bio: 'Ten years\nof labs',
    });
    const [thanks] = await mailTo(app, sender);
    expect(thanks).toMatchObject({ kind: 'form_acknowledgement', subject: 'We received your application to teach' });
    const [notice] = await mailAbout(app, `New teacher application from ${name}`);
    expect(notice.text).toContain('Subject you would like to teach: Chemistry');
    expect(notice.html).toContain('<dd>Ten years<br>of labs</dd>');
  });
});

describe('a new account request', () => {
  it('tells every active administrator, with the link to Pending Approval', async () => {
    const name = unique('Nina');
    const answer = await app.rest('POST', '/api/signup.php', {
      body: { name, email: addressOf('nina'), password: 'nina-password-1' },
    });
    expect(answer.status).toBe(200);
    const notices = await mailAbout(app, `New account request from ${name}`);
    expect(notices.map((notice) => [notice.recipient, notice.kind])).toEqual(
      [adminCredentials.email, resettingAdmin].sort().map((to) => [to, 'account_requested']),
    );
    expect(notices[0].text).toContain(`${app.config.siteUrl}/secure/dashboard?tab=users&group=pending`);
    expect(notices[0].text).not.toContain('nina-password-1');
  });

  it('tells nobody when the address is taken', async () => {
    const email = addressOf('taken');
    await app.rest('POST', '/api/signup.php', { body: { name: 'First Taker', email, password: 'taker-password-1' } });
    const name = unique('Second');
    const answer = await app.rest('POST', '/api/signup.php', { body: { name, email, password: 'taker-password-2' } });
    expect(answer.status).toBe(409);
    expect(await mailAbout(app, `New account request from ${name}`)).toEqual([]);
  });

  it('escapes a name like <script> in the HTML', async () => {
    const name = `<script>${randomUUID().slice(0, 4)}</script>`;
    await app.rest('POST', '/api/signup.php', { body: { name, email: addressOf('xss'), password: 'xss-password-1' } });
    const [notice] = await mailAbout(app, `New account request from ${name}`);
    expect(notice.html).toContain('&lt;script&gt;');
    expect(notice.html).not.toContain('<script>');
  });
});

describe('account changes mail the account', () => {
  const users = (method: string, body: unknown) => app.rest(method, '/api/users.php', { token: admin, body });

  it('approved, with its role', async () => {
    const { user } = await app.seedUser({ status: UserStatus.pending });
    expect((await users('POST', { userId: user.id, role: 'teacher' })).status).toBe(200);
    const [message] = await mailTo(app, user.email);
    expect(message).toMatchObject({
      kind: 'account_approved',
      subject: 'Your Ozark Learning Hub account was approved',
    });
    expect(message.text).toContain('approved with the role Teacher');
  });

  it('rejected', async () => {
    const { user } = await app.seedUser({ status: UserStatus.pending });
    expect((await users('DELETE', { userId: user.id })).status).toBe(200);
    expect((await mailTo(app, user.email)).map((message) => message.kind)).toEqual(['account_rejected']);
  });

  it('given a new role', async () => {
    const { user } = await app.seedUser();
    expect((await users('PUT', { action: 'change_role', userId: user.id, role: 'teacher' })).status).toBe(200);
    const [message] = await mailTo(app, user.email);
    expect(message).toMatchObject({ kind: 'role_changed', subject: 'Your role is now Teacher' });
  });

  it('nothing when the change is refused', async () => {
    const { user: approved } = await app.seedUser();
    expect((await users('POST', { userId: approved.id })).status).toBe(400);
    expect((await users('DELETE', { userId: approved.id })).status).toBe(400);
    const { user: pending } = await app.seedUser({ status: UserStatus.pending });
    expect((await users('PUT', { action: 'change_role', userId: pending.id, role: 'teacher' })).status).toBe(400);
    expect((await users('PUT', { action: 'force_password_reset', userId: pending.id })).status).toBe(400);
    const { user: other } = await app.seedUser({ status: UserStatus.pending });
    const parent = await app.seedUser();
    expect((await app.rest('POST', '/api/users.php', { token: parent.token, body: { userId: other.id } })).status).toBe(
      403,
    );
    for (const user of [approved, pending, other]) expect(await mailTo(app, user.email)).toEqual([]);
  });

  it('reset by an administrator, named, without the temporary password', async () => {
    const { user } = await app.seedUser({ name: 'Rita Reset' });
    const answer = await users('PUT', { action: 'force_password_reset', userId: user.id });
    const tempPassword: string = answer.body.tempPassword;
    expect(tempPassword).toBeTruthy();
    secrets.push(tempPassword);
    const [message] = await mailTo(app, user.email);
    expect(message).toMatchObject({ kind: 'password_reset_forced', subject: 'Your password was reset' });
    expect(message.text).toContain('Ask Administrator or the co-op for the temporary password');
    expect(message.text).not.toContain(tempPassword);
    expect(message.html).not.toContain(tempPassword);
  });

  it('password changed, with what to do if it was not them; nothing when the current password is wrong', async () => {
    const { user, password, token } = await app.seedUser();
    secrets.push(token!);
    const login = await app.rest('POST', '/api/login.php', { body: { email: user.email, password } });
    secrets.push(login.body.token);
    const change = (currentPassword: string) =>
      app.rest('POST', '/api/change-password.php', {
        token,
        body: { currentPassword, newPassword: 'brand-new-password-1' },
      });
    expect((await change('wrong-password-1')).status).toBe(400);
    expect(await mailTo(app, user.email)).toEqual([]);
    expect((await change(password)).status).toBe(200);
    const [message] = await mailTo(app, user.email);
    expect(message).toMatchObject({ kind: 'password_changed', subject: 'Your password was changed' });
    expect(message.text).toContain('If this was not you, contact us at once at info@example.org');
    expect(message.text).not.toContain('brand-new-password-1');
  });
});

describe('with ADMIN_NOTIFY=false', () => {
  it('administrators hear of no form or account request, while senders and accounts still get theirs', async () => {
    const parent = addressOf('parent');
    const student = unique('Quiet');
    expect(await postForm(quiet, 'enrollment', enrollment(parent, student))).toBe(200);
    const sender = addressOf('idea');
    await postForm(quiet, 'class-request', { name: 'Ann Quiet', email: sender, class_idea: 'Chess' });
    const name = unique('Quinn');
    const quinn = addressOf('quinn');
    await quiet.rest('POST', '/api/signup.php', { body: { name, email: quinn, password: 'quinn-password-1' } });
    const all = await quiet.app.db.manager.find(OutboxMessage);
    expect(all.map((message) => [message.recipient, message.kind]).sort()).toEqual(
      [
        [parent, 'enrollment_received'],
        [sender, 'form_acknowledgement'],
        // The account's own: the link confirming its address.
        [quinn, 'email_verification_link'],
      ].sort(),
    );
    const { user } = await quiet.seedUser({ status: UserStatus.pending });
    const token = await quiet.adminToken();
    expect((await quiet.rest('POST', '/api/users.php', { token, body: { userId: user.id } })).status).toBe(200);
    expect((await mailTo(quiet, user.email)).map((message) => message.kind)).toEqual(['account_approved']);
  });
});

describe('no message', () => {
  it('holds a temporary password or a session token', async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    const all = await app.app.db.manager.find(OutboxMessage);
    expect(all.length).toBeGreaterThan(10);
    for (const message of all) {
      for (const secret of secrets) {
        expect(message.text).not.toContain(secret);
        expect(message.html).not.toContain(secret);
        expect(message.subject).not.toContain(secret);
      }
    }
  });
});
