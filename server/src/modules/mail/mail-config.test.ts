import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('mail settings', () => {
  it('write to the outbox folder, from the contact address, telling administrators and sending the digest, when nothing is set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      adminNotify: true,
      enrollmentDigest: true,
      perMinute: 60,
    });
  });

  it('read SMTP_URL, MAIL_FROM, ADMIN_NOTIFY, ENROLLMENT_DIGEST and MAIL_PER_MINUTE', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://coop:secret@mail.example.org:465',
        MAIL_FROM: 'NWA Co-op <office@coop.example>',
        ADMIN_NOTIFY: 'false',
        ENROLLMENT_DIGEST: 'off',
        MAIL_PER_MINUTE: '300',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://coop:secret@mail.example.org:465',
      from: 'NWA Co-op <office@coop.example>',
      adminNotify: false,
      enrollmentDigest: false,
      perMinute: 300,
    });
  });

  it('refuse to start with an SMTP_URL of another form, without repeating it (it may hold a password)', () => {
    const start = () => loadConfig({ SMTP_URL: 'mail.example.org:25?password=hunter2' });
    expect(start).toThrow('SMTP_URL must be smtp://user:pass@host:port or smtps://…');
    expect(start).not.toThrow(/hunter2/);
  });

  it('refuse to start with ENROLLMENT_DIGEST other than on or off', () => {
    expect(() => loadConfig({ ENROLLMENT_DIGEST: 'false' })).toThrow(
      'ENROLLMENT_DIGEST must be on or off, got "false"',
    );
  });

  it('refuse to start with a MAIL_PER_MINUTE that is not a whole number of at least 1', () => {
    expect(() => loadConfig({ MAIL_PER_MINUTE: '0' })).toThrow('MAIL_PER_MINUTE must be at least 1, got "0"');
    expect(() => loadConfig({ MAIL_PER_MINUTE: 'fast' })).toThrow('MAIL_PER_MINUTE must be a non-negative integer');
  });

  it('refuse to start with ADMIN_NOTIFY other than true or false', () => {
    expect(() => loadConfig({ ADMIN_NOTIFY: 'yes' })).toThrow('ADMIN_NOTIFY must be true or false, got "yes"');
  });
});
