import { formPagePaths, formThankYouPaths, sitePaths, type EnrollmentPlacementReply } from '@coop/contract';
import type { Request, Response } from 'express';
import { type FormName } from './form-name';
import { safeNextPath } from './form.rules';
import { escapeHtml } from '../../http/escape-html';

/**
 * Forms are answered the way their caller asked: a script that accepts JSON
 * gets JSON; a browser's native post gets a redirect on success and a small
 * page on refusal.
 */
export function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) === 'json';
}

/** A script hears, for an enrollment, where each chosen class stands: held, or waitlisted at a position. */
export function answerAccepted(
  req: Request,
  res: Response,
  form: FormName,
  next: string | undefined,
  placements?: readonly EnrollmentPlacementReply[],
): void {
  if (wantsJson(req)) {
    res.status(200).json(placements ? { ok: true, placements } : { ok: true });
    return;
  }
  // 303 turns the POST into a GET of the thank-you page, so a reload does not post again.
  res.redirect(303, safeNextPath(next) ?? formThankYouPaths[form]);
}

function refusalPage(form: FormName | undefined, messages: readonly string[]): string {
  const back = form ? formPagePaths[form] : sitePaths.home;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Your form was not sent</title></head><body><main>',
    '<h1>Your form was not sent</h1>',
    `<ul>${messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>`,
    "<p>Use your browser's Back button to return to the form; what you typed is usually still there.</p>",
    `<p><a href="${escapeHtml(back)}">Go to the form</a></p>`,
    '</main></body></html>',
  ].join('\n');
}

export interface Refusal {
  status: number;
  /** Field by field (422), or one message for the whole form. */
  errors?: Record<string, string>;
  error?: string;
  code?: string;
}

export function answerRefused(req: Request, res: Response, form: FormName | undefined, refusal: Refusal): void {
  res.status(refusal.status);
  if (wantsJson(req)) {
    res.json(
      refusal.errors ? { ok: false, errors: refusal.errors } : { ok: false, error: refusal.error, code: refusal.code },
    );
    return;
  }
  const messages = refusal.errors ? Object.values(refusal.errors) : [refusal.error ?? ''];
  res.type('html').send(refusalPage(form, messages));
}
