import { mailPreferencesPath, mailPreferencesTokenParam, oneClickUnsubscribeBody } from '@coop/contract';
import express, { type Request, type Router } from 'express';
import { multipartParser } from '../../http/multipart';
import { bodyInput, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { MailPreferencesService } from './mail-preferences.service';

/**
 * The REST shim's mail preferences. The token travels in the body, as the other links' tokens do: an address is
 * kept in histories and logs. `GET` is the signed-in member's own; `POST {token}` a link's; `PUT {token?,
 * announcementsStopped}` sets either.
 */
export function mailPreferencesRoutes(preferences: MailPreferencesService): Router {
  const router = express.Router();
  router.get(
    '/mail-preferences.php',
    rest(async (req) => ({ preferences: await preferences.read(contextOf(req), undefined) })),
  );
  router.post(
    '/mail-preferences.php',
    rest(async (req) => ({ preferences: await preferences.read(contextOf(req), bodyInput(req).token ?? '') })),
  );
  router.put(
    '/mail-preferences.php',
    rest(async (req) => ({ preferences: await preferences.choose(contextOf(req), bodyInput(req)) })),
  );
  return router;
}

const [oneClickField, oneClickValue] = oneClickUnsubscribeBody.split('=');

/** Whether the body says `List-Unsubscribe=One-Click`, sent urlencoded (as most do) or as multipart/form-data. */
function isOneClick(req: Request): Promise<boolean> {
  if (req.is('application/x-www-form-urlencoded')) {
    return Promise.resolve((req.body as Record<string, unknown>)[oneClickField] === oneClickValue);
  }
  const parser = multipartParser(req, { fields: 4, fieldSize: 100, files: 0, parts: 4 });
  if (!parser) return Promise.resolve(false);
  return new Promise((resolve) => {
    let found = false;
    parser.on('field', (name, value) => {
      if (name === oneClickField && value === oneClickValue) found = true;
    });
    parser.on('close', () => resolve(found));
    parser.on('error', () => resolve(false));
    req.pipe(parser);
  });
}

/**
 * One-click unsubscribe (RFC 8058): a mail program POSTs `List-Unsubscribe=One-Click` to the link of
 * `List-Unsubscribe`, which is the preferences page's own address, and announcements stop at once, with no
 * sign-in and no confirmation. A GET of that address is the page itself (a scanner following links changes
 * nothing). The page's Stop button posts the same form without its script; a browser is then sent back to the page.
 */
export function oneClickUnsubscribeRoute(preferences: MailPreferencesService): Router {
  const router = express.Router();
  const urlencoded = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 4 });
  router.post(mailPreferencesPath, urlencoded, async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      const token = req.query[mailPreferencesTokenParam];
      if (!(await isOneClick(req))) {
        res.status(400).type('text/plain').send(`Send ${oneClickUnsubscribeBody} to stop announcements.`);
        return;
      }
      await preferences.stopByLink(token);
      if (req.accepts(['text/plain', 'text/html']) === 'text/html') {
        res.redirect(303, req.originalUrl);
        return;
      }
      res.status(200).type('text/plain').send('Announcements stopped.');
    } catch (error) {
      next(error);
    }
  });
  return router;
}
