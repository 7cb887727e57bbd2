/**
 * Control characters no field of the product ever needs: the C0 controls except tab, line feed and carriage
 * return, and DEL. NUL in particular cannot be stored in PostgreSQL text at all, so such text is refused where
 * it enters, with one message and code, whichever database is behind it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const textMessages = {
  controlCharacters: 'Text may not contain control characters.',
} as const;

/** The code of that refusal, in REST's `code` and GraphQL's `extensions.code`. */
export const invalidTextCode = 'INVALID_TEXT';

export function hasForbiddenControls(text: string): boolean {
  return forbiddenControls.test(text);
}
