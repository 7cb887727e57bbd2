import { mailPreferencesMessages as messages } from '@coop/contract';
import { errorText, requestJson, type JsonAnswer } from '../../../lib/json-request';

// The page is public and must not load the GraphQL client, so it asks the REST shim: a link's token travels in
// the body (never in the API's address, which logs keep), and without one the session says whose address it is.

const endpoint = '/api/mail-preferences.php';

export type MailPreferences = { address: string; announcementsStopped: boolean };

export type PreferencesAnswer = { ok: true; preferences: MailPreferences } | { ok: false; message: string };

/** Whom the page asks about: the holder of a link's token, or else the signed-in member (their session). */
export type PreferencesAsker = { token: string } | { session: string };

function preferencesOf(answer: JsonAnswer, failed: string): PreferencesAnswer {
  const found = answer.body.preferences as Record<string, unknown> | undefined;
  if (answer.status === 200 && typeof found?.address === 'string' && typeof found.announcementsStopped === 'boolean') {
    return { ok: true, preferences: { address: found.address, announcementsStopped: found.announcementsStopped } };
  }
  return { ok: false, message: errorText(answer) ?? failed };
}

async function ask(send: () => Promise<JsonAnswer>, failed: string): Promise<PreferencesAnswer> {
  try {
    return preferencesOf(await send(), failed);
  } catch {
    return { ok: false, message: failed };
  }
}

export function readMailPreferences(asker: PreferencesAsker): Promise<PreferencesAnswer> {
  return ask(
    () =>
      'token' in asker
        ? requestJson('POST', endpoint, { token: asker.token })
        : requestJson('GET', endpoint, null, asker.session),
    messages.loadFailed,
  );
}

export function saveMailPreferences(
  asker: PreferencesAsker,
  announcementsStopped: boolean,
): Promise<PreferencesAnswer> {
  return ask(
    () =>
      'token' in asker
        ? requestJson('PUT', endpoint, { token: asker.token, announcementsStopped })
        : requestJson('PUT', endpoint, { announcementsStopped }, asker.session),
    messages.saveFailed,
  );
}
