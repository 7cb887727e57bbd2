import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationMessages } from '@coop/contract';
import { enrollThroughForm, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { TestApp } from '../../test-support/test-app';
import { User } from '../accounts';
import { Enrollment, Placement } from '../enrollment-office';
import { OutboxMessage } from '../mail';
import { EmailVerificationToken } from './email-verification-token.entity';

// Confirming an account's e-mail address, over the real app: the link mailed at signup, what an unconfirmed account
// is shown of children, a new link on request, and an address changed since a link was mailed.

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await TestApp.start({}, { PASSWORD_RESET_LIMIT_PER_HOUR: '3' });
  admin = await app.adminToken();
});
afterAll(() => app.stop());

const familyQuery = '{ myFamily { studentName } }';
const mailTo = (email: string) =>
  app.app.db.manager.find(OutboxMessage, { where: { recipient: email }, order: { createdAt: 'ASC' } });

/** The token of the newest confirmation link mailed to the address. */
async function mailedToken(email: string): Promise<string> {
  const messages = (await mailTo(email)).filter((message) => message.kind === 'email_verification_link');
  const match = /\/verify-email\?token=([\w-]+)/.exec(messages.at(-1)?.text ?? '');
  if (!match) throw new Error(`no confirmation link was mailed to ${email}`);
  return match[1];
}

/** Signs up through the REST shim, is approved as a parent, and logs in; answers the session token. */
async function approvedParent(email: string): Promise<string> {
  const password = 'family-password-1';
  expect((await app.rest('POST', '/api/signup.php', { body: { name: 'Pat Parent', email, password } })).status).toBe(
    200,
  );
  const account = await app.app.db.manager.findOneByOrFail(User, { email });
  const approved = await app.rest('POST', '/api/users.php', {
    token: admin,
    body: { userId: account.id, role: 'parent' },
  });
  expect(approved.status).toBe(200);
  const login = await app.rest('POST', '/api/login.php', { body: { email, password } });
  return login.body.token as string;
}

const confirm = (token: string) => app.rest('POST', '/api/verify-email.php', { body: { token } });

describe('an address confirmed by the link mailed at signup', () => {
  it('is unconfirmed until then: the account is approved and signs in, but is shown no child', async () => {
    const email = uniqueEmail('family');
    const student = uniqueName('Sky');
    await enrollThroughForm(app, { parentEmail: email, studentName: student, classes: ['reading_1st'] });
    const token = await approvedParent(email);

    const [message] = (await mailTo(email)).filter((each) => each.kind === 'email_verification_link');
    expect(message).toMatchObject({ sensitive: true });
    expect(message.subject).toMatch(/^Confirm your e-mail address for /);
    expect(message.text).toContain(`${app.config.siteUrl}/verify-email?token=`);
    expect(message.text).toContain('expires in 72 hours and works once');

    const validate = await app.rest('POST', '/api/validate.php', { token, body: { token } });
    expect(validate.body.user.emailVerified).toBe(false);
    const family = await app.graphql(familyQuery, {}, token);
    expect(family.data).toBeNull();
    expect(family.errors?.[0]).toMatchObject({
      message: emailVerificationMessages.required,
      extensions: { code: 'EMAIL_NOT_VERIFIED' },
    });
    const attention = await app.graphql('{ attention { kind text done } }', {}, token);
    expect(attention.data.attention).toEqual([
      { kind: 'CHILD', text: emailVerificationMessages.required, done: false },
    ]);
    expect(JSON.stringify(attention.data)).not.toContain(student);

    const confirmed = await confirm(await mailedToken(email));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, message: emailVerificationMessages.confirmed });
    expect((await app.graphql(familyQuery, {}, token)).data.myFamily).toEqual([{ studentName: student }]);
    expect(
      (await app.graphql('{ session { user { emailVerified } } }', {}, token)).data.session.user.emailVerified,
    ).toBe(true);
  });

  it('works once, and a made-up or expired link confirms nothing', async () => {
    const email = uniqueEmail('once');
    await approvedParent(email);
    const link = await mailedToken(email);
    const invalid = { success: false, error: emailVerificationMessages.linkInvalid };
    expect((await confirm('made-up-token')).body).toMatchObject(invalid);
    expect((await confirm('')).status).toBe(400);
    const answer = await app.graphql('mutation($token: String!) { verifyEmail(token: $token) }', { token: link });
    expect(answer.data.verifyEmail).toBe(emailVerificationMessages.confirmed);
    const again = await confirm(link);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject(invalid);

    const late = uniqueEmail('late');
    await approvedParent(late);
    const lateLink = await mailedToken(late);
    await app.app.db.write((manager) =>
      manager.update(EmailVerificationToken, { email: late }, { expiresAt: new Date(Date.now() - 1000) }),
    );
    expect((await confirm(lateLink)).body).toMatchObject(invalid);
    expect((await app.app.db.manager.findOneByOrFail(User, { email: late })).verifiedEmail).toBeNull();
  });

  it('confirms only the address it was mailed to: an address changed since must be confirmed again', async () => {
    const email = uniqueEmail('moved');
    const token = await approvedParent(email);
    const link = await mailedToken(email);
    const changed = uniqueEmail('new-address');
    await app.app.db.write((manager) => manager.update(User, { email }, { email: changed }));
    expect((await confirm(link)).status).toBe(400);
    expect(
      (await app.graphql('{ session { user { emailVerified } } }', {}, token)).data.session.user.emailVerified,
    ).toBe(false);

    // Confirmed, then changed: unconfirmed again, and the children go out of sight with it.
    const sent = await app.rest('POST', '/api/verification-link.php', { token });
    expect(sent.body).toEqual({ success: true, message: emailVerificationMessages.linkSent(changed) });
    expect((await confirm(await mailedToken(changed))).status).toBe(200);
    expect(
      (await app.graphql('{ session { user { emailVerified } } }', {}, token)).data.session.user.emailVerified,
    ).toBe(true);
    await app.app.db.write((manager) => manager.update(User, { email: changed }, { email: uniqueEmail('third') }));
    expect((await app.graphql(familyQuery, {}, token)).errors?.[0]?.extensions?.code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('asking for a new link', () => {
  it('needs a signed-in account, says so once confirmed, and stops after the hourly limit', async () => {
    expect((await app.rest('POST', '/api/verification-link.php', {})).status).toBe(401);
    const email = uniqueEmail('again');
    const token = await approvedParent(email);
    for (let i = 0; i < 3; i++) {
      const answer = await app.graphql('mutation { sendVerificationLink }', {}, token);
      expect(answer.data.sendVerificationLink).toBe(emailVerificationMessages.linkSent(email));
    }
    const refused = await app.rest('POST', '/api/verification-link.php', { token });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(emailVerificationMessages.tooManyRequests);
    // The signup's link and three asked for: each a link of its own, the newest works.
    expect((await mailTo(email)).filter((message) => message.kind === 'email_verification_link')).toHaveLength(4);
    expect((await confirm(await mailedToken(email))).status).toBe(200);
    const done = await app.rest('POST', '/api/verification-link.php', { token });
    expect(done.body.message).toBe(emailVerificationMessages.alreadyConfirmed);
  });

  it('the administrator made from the configuration needs no link', async () => {
    expect(
      (await app.graphql('{ session { user { emailVerified } } }', {}, admin)).data.session.user.emailVerified,
    ).toBe(true);
  });
});

describe('withdrawing a child', () => {
  it('is refused to an account whose address is not confirmed, and allowed once it is', async () => {
    const email = uniqueEmail('withdraw');
    const student = uniqueName('Ren');
    await enrollThroughForm(app, { parentEmail: email, studentName: student, classes: ['reading_1st'] });
    const token = await approvedParent(email);
    const enrollment = await app.app.db.manager.findOneByOrFail(Enrollment, { parentEmail: email });
    const { id: placementId } = await app.app.db.manager.findOneByOrFail(Placement, { enrollmentId: enrollment.id });
    const withdraw = () =>
      app.graphql(
        'mutation($id: ID!) { withdrawMyPlacement(placementId: $id) { status } }',
        { id: placementId },
        token,
      );
    expect((await withdraw()).errors?.[0]?.extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await confirm(await mailedToken(email))).status).toBe(200);
    expect((await withdraw()).data.withdrawMyPlacement.status).toBe('withdrawn');
  });
});
