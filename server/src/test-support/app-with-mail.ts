import { SmtpCatcher } from './smtp-catcher';
import { TestApp } from './test-app';

/**
 * An app whose outbox delivers to a catcher of its own, with the administrator signed in: what a test of the
 * messages a change sends to families starts from. The administrators' own notices are off, so only the families'
 * mail arrives unless a test turns them on.
 */
export async function startAppWithMail(env: Record<string, string> = {}) {
  const smtp = await SmtpCatcher.start();
  const app = await TestApp.start({}, { SMTP_URL: smtp.url, ADMIN_NOTIFY: 'false', ...env });
  const admin = await app.adminToken();
  const stop = async () => {
    await app.stop();
    await smtp.close();
  };
  return { smtp, app, admin, stop };
}
