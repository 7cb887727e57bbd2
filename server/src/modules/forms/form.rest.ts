import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { AppError } from '../../errors';
import { containsControlText, controlTextError } from '../../http/control-text';
import { knownRequestError } from '../../http/rest';
import { contextOf } from '../accounts';
import { formFromSlug, type FormName } from './form-name';
import { answerAccepted, answerRefused, type Refusal } from './form-reply';
import { BodyProblem, formBodyLimits, readFormBody } from './form-body';
import { nextField } from '@coop/contract';
import { formMessages, InvalidSubmission } from './form.rules';
import type { FormService } from './form.service';

const oneHourInSeconds = 3600;

/**
 * body-parser's own failures in the form's words; a character set or a compression it cannot read keeps the
 * general words, which say what to send instead.
 */
function parserRefusal(error: unknown): Refusal | undefined {
  const known = knownRequestError(error);
  if (!known) return undefined;
  const words =
    known.code === 'PAYLOAD_TOO_LARGE'
      ? formMessages.bodyTooLarge
      : known.code === 'UNSUPPORTED_MEDIA_TYPE'
        ? known.message
        : formMessages.unreadable;
  return { status: known.status, error: words };
}

function refusalFor(error: unknown): Refusal | undefined {
  if (error instanceof InvalidSubmission) return { status: 422, errors: error.errors };
  if (error instanceof BodyProblem) return { status: error.status, error: error.message };
  if (error instanceof AppError) return { status: error.status, error: error.message, code: error.code };
  return parserRefusal(error);
}

/**
 * `POST /forms/{enrollment | class-request | teacher-application}`: the
 * product's own form collector, so no outside provider is needed.
 */
export function formRoutes(forms: FormService, context: RequestHandler): Router {
  const router = express.Router();
  const urlencoded = express.urlencoded({
    extended: false,
    limit: formBodyLimits.bytes,
    parameterLimit: formBodyLimits.fields,
  });
  const json = express.json({ limit: formBodyLimits.bytes });
  // Route parameters are gone by the time the error handler runs; the form travels in res.locals.
  const formOf = (res: Response): FormName | undefined => res.locals.form;

  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.post(
    '/:name',
    (req, res, next) => {
      res.locals.form = formFromSlug(req.params.name);
      if (formOf(res)) next();
      else answerRefused(req, res, undefined, { status: 404, error: formMessages.unknownForm, code: 'NOT_FOUND' });
    },
    context,
    urlencoded,
    json,
    async (req, res, next) => {
      const form = formOf(res)!;
      try {
        const raw = await readFormBody(req);
        if (containsControlText(raw)) throw controlTextError();
        const { placements } = await forms.submit(form, raw, contextOf(req).clientAddress);
        answerAccepted(req, res, form, raw[nextField], placements);
      } catch (error) {
        next(error);
      }
    },
  );
  router.all('/:name', (req, res) => {
    const form = formFromSlug(req.params.name);
    if (!form) {
      answerRefused(req, res, undefined, { status: 404, error: formMessages.unknownForm, code: 'NOT_FOUND' });
      return;
    }
    res.setHeader('Allow', 'POST');
    answerRefused(req, res, form, { status: 405, error: formMessages.postOnly, code: 'METHOD_NOT_ALLOWED' });
  });
  router.use((req, res) =>
    answerRefused(req, res, undefined, { status: 404, error: formMessages.unknownForm, code: 'NOT_FOUND' }),
  );
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const refusal = refusalFor(error);
    if (!refusal) {
      next(error);
      return;
    }
    if (refusal.status === 429) res.setHeader('Retry-After', String(oneHourInSeconds));
    answerRefused(req, res, formOf(res), refusal);
  });
  return router;
}

/** `GET /api/submissions.csv?form=…` (admin): one form's submissions as a spreadsheet. */
export function submissionCsvRoutes(forms: FormService): Router {
  const router = express.Router();
  router.get('/submissions.csv', async (req, res, next) => {
    try {
      const { fileName, text } = await forms.exportCsv(contextOf(req), req.query.form);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(text);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
