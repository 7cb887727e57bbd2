import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCatcher } from '../../test-support/smtp-catcher';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { OutboxMessage } from './outbox-message.entity';
import { queueMail, type MailMessage } from './outbox';

let app: TestApp;
let smtp: SmtpCatcher;
let admin: string;
let teacher: string;
let parent: string;

beforeAll(async () => {
  smtp = await SmtpCatcher.start();
  app = await TestApp.start({}, { SMTP_URL: smtp.url });
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
  parent = (await app.seedUser({ role: Role.parent })).token!;
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
});

const message = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  kind: 'account_approved',
  to,
  subject: `For ${to}`,
  text: `Hello ${to}`,
  html: `<p>Hello ${to}</p>`,
  ...extra,
});

const list = `query($first: Int, $after: String) {
  outboxMessages(first: $first, after: $after) {
    edges { node { id recipient subject kind state tries createdAt sentAt lastError text } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const retry = 'mutation($id: ID!) { retryOutboxMessage(id: $id) }';

async function nodes(first = 50) {
  const answer = await app.graphql(list, { first }, admin);
  expect(answer.errors).toBeUndefined();
  return answer.data.outboxMessages.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
}

const outboxVersion = async () =>
  (await app.graphql('{ listVersions { outbox } }', {}, admin)).data.listVersions.outbox;

describe("the administrators' outbox", () => {
  it('lists messages newest first, a page at a time, with the body of all but the sensitive ones', async () => {
    await app.app.db.write((manager) =>
      queueMail(manager, [message('first@coop.example')], new Date(Date.now() - 2000)),
    );
    await app.app.db.write((manager) =>
      queueMail(manager, [
        message('reset@coop.example', {
          kind: 'password_reset_link',
          text: 'Reset: https://coop.example/reset?token=secret',
          sensitive: true,
        }),
      ]),
    );
    await app.app.outbox.drain();
    const [reset, first] = await nodes();
    expect(reset).toMatchObject({
      recipient: 'reset@coop.example',
      kind: 'password_reset_link',
      state: 'sent',
      tries: 1,
      text: null,
      lastError: null,
    });
    expect(reset.sentAt).toEqual(expect.any(String));
    expect(first).toMatchObject({
      recipient: 'first@coop.example',
      subject: 'For first@coop.example',
      text: 'Hello first@coop.example',
    });
    expect(JSON.stringify(await nodes())).not.toContain('secret');

    const page = await app.graphql(list, { first: 1 }, admin);
    expect(page.data.outboxMessages.edges).toHaveLength(1);
    expect(page.data.outboxMessages.pageInfo.hasNextPage).toBe(true);
    const next = await app.graphql(list, { first: 1, after: page.data.outboxMessages.pageInfo.endCursor }, admin);
    expect(next.data.outboxMessages.edges[0].node.recipient).toBe('first@coop.example');
  });

  it('is for administrators only', async () => {
    const [{ id }] = await nodes();
    for (const token of [teacher, parent]) {
      expect((await app.graphql(list, {}, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.graphql(retry, { id }, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await app.graphql(list)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.graphql('{ listVersions { outbox } }', {}, teacher)).data.listVersions.outbox).toBeNull();
  });

  it('sends a failed message again, with its tries counted afresh, and moves the counter', async () => {
    smtp.refusals.push({ code: 554, message: 'Relay refused' });
    const before = await outboxVersion();
    await app.app.db.write((manager) => queueMail(manager, [message('refused@coop.example')]));
    expect(await outboxVersion()).toBe(before + 1);
    await app.app.outbox.drain();
    const [failed] = await nodes();
    expect(failed).toMatchObject({ recipient: 'refused@coop.example', state: 'failed', tries: 1, sentAt: null });
    expect(failed.lastError).toContain('Relay refused');

    const moved = await outboxVersion();
    expect((await app.graphql(retry, { id: failed.id }, admin)).data).toEqual({ retryOutboxMessage: true });
    expect(await outboxVersion()).toBe(moved + 1);
    const row = await app.app.db.manager.findOneByOrFail(OutboxMessage, { id: failed.id as string });
    expect(row).toMatchObject({ state: 'queued', tries: 0 });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    await app.app.outbox.drain();
    expect((await nodes())[0]).toMatchObject({ recipient: 'refused@coop.example', state: 'sent', tries: 1 });
    expect(smtp.received.at(-1)?.subject).toBe('For refused@coop.example');

    // Only a failed message can be retried.
    const again = await app.graphql(retry, { id: failed.id }, admin);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Only a message that failed can be retried',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("narrows the outbox to one message's deliveries and to the failed ones, each with the server's answer", async () => {
    const filtered = `query($ref: String, $state: OutboxMessageState) {
      outboxMessages(first: 50, ref: $ref, state: $state) { edges { node { id recipient ref state tries lastError } } }
    }`;
    const announcement = (to: string) => message(to, { kind: 'announcement', ref: 'announcement:77' });
    // The catcher refuses the first for good, then takes the next.
    smtp.refusals.push({ code: 550, message: 'Mailbox unavailable' });
    // Oldest first: the refusal meets gone@.
    await app.app.db.write((manager) =>
      queueMail(manager, [announcement('gone@coop.example')], new Date(Date.now() - 1000)),
    );
    await app.app.db.write((manager) => queueMail(manager, [announcement('here@coop.example')]));
    await app.app.outbox.drain();

    const deliveries = async (variables: Record<string, unknown>) => {
      const answer = await app.graphql(filtered, variables, admin);
      expect(answer.errors).toBeUndefined();
      return answer.data.outboxMessages.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
    };
    const ofMessage = await deliveries({ ref: 'announcement:77' });
    expect(ofMessage.map((node: Record<string, unknown>) => node.recipient).sort()).toEqual([
      'gone@coop.example',
      'here@coop.example',
    ]);
    const gone = ofMessage.find((node: Record<string, unknown>) => node.recipient === 'gone@coop.example');
    expect(gone).toMatchObject({ ref: 'announcement:77', state: 'failed', tries: 1 });
    expect(gone.lastError).toContain('Mailbox unavailable');

    const failed = await deliveries({ state: 'failed' });
    expect(failed.map((node: Record<string, unknown>) => node.recipient)).toContain('gone@coop.example');
    expect(failed.every((node: Record<string, unknown>) => node.state === 'failed')).toBe(true);
    expect(await deliveries({ ref: 'announcement:77', state: 'sent' })).toMatchObject([
      { recipient: 'here@coop.example' },
    ]);

    // Retried, it goes this time, and leaves the failed list.
    await app.graphql(retry, { id: gone.id }, admin);
    await app.app.outbox.drain();
    expect(await deliveries({ ref: 'announcement:77', state: 'failed' })).toEqual([]);
    expect(smtp.received.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toContain('gone@coop.example');

    const tooLong = await app.graphql(filtered, { ref: 'x'.repeat(81) }, admin);
    expect(tooLong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await app.graphql(filtered, { ref: 'announcement:77' }, teacher)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
