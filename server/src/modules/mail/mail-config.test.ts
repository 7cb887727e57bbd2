import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('mail settings', () => {
  it('write to the outbox folder, from the contact address, telling administrators and sending the digest, when nothing is set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      adminNotify: true,
      enrollmentDigest: true,
    });
  });

  it('read SMTP_URL, MAIL_FROM, ADMIN_NOTIFY and ENROLLMENT_DIGEST', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://coop:secret@mail.example.org:465',
        MAIL_FROM: 'NWA Co-op <office@coop.example>',
        ADMIN_NOTIFY: 'false',
        ENROLLMENT_DIGEST: 'off',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://coop:secret@mail.example.org:465',
      from: 'NWA Co-op <office@coop.example>',
      adminNotify: false,
      enrollmentDigest: false,
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

  it('refuse to start with ADMIN_NOTIFY other than true or false', () => {
    expect(() => loadConfig({ ADMIN_NOTIFY: 'yes' })).toThrow('ADMIN_NOTIFY must be true or false, got "yes"');
  });
});
