import type { RequestHandler } from 'express';

/**
 * The hash of an empty string. FullCalendar 6 adds an empty `<style>` element
 * and fills it through the CSSOM (`insertRule`), which CSP does not govern;
 * only the element itself needs allowing. Allowing exactly the empty element
 * keeps every inline style with content blocked, unlike 'unsafe-inline', and
 * needs no per-response nonce in the pre-rendered pages
 * (docs/decisions/006-calendar-styles-under-the-csp.md).
 */
const emptyStyleElement = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export interface PolicySources {
  /**
   * Form providers the public forms post to instead of our own collector: native posts need them in
   * form-action, the enrollment's fetch in connect-src.
   */
  formOrigins?: readonly string[];
  /** Hashes of the exact style elements the pre-rendered pages carry (their stylesheet, inline). */
  styleHashes?: readonly string[];
}

/**
 * Scripts only from our own origin (no inline code); styles from our own origin or the exact inline
 * texts named by hash; no framing, no sniffing.
 */
export function contentSecurityPolicy({ formOrigins = [], styleHashes = [] }: PolicySources = {}): string {
  const extra = formOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", emptyStyleElement, ...styleHashes].join(' '),
    "img-src 'self' data: blob:",
    // FullCalendar's icon font (the prev/next chevrons) comes inside its CSS as a data: URI; a data: font can
    // neither run code nor send a request.
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origins of the endpoints that are not paths on this site. */
export function externalOrigins(endpoints: readonly string[]): string[] {
  return [
    ...new Set(endpoints.filter((endpoint) => !endpoint.startsWith('/')).map((endpoint) => new URL(endpoint).origin)),
  ];
}

/**
 * `styleHashes` is read on every request: a content change renders the pages again, and a new stylesheet would
 * bring a new hash with them. The policy is written again only when the list read is another one.
 */
export function securityHeaders(
  sources: Omit<PolicySources, 'styleHashes'> = {},
  styleHashes: () => readonly string[] = () => [],
): RequestHandler {
  let hashes = styleHashes();
  let policy = contentSecurityPolicy({ ...sources, styleHashes: hashes });
  return (_req, res, next) => {
    if (styleHashes() !== hashes) {
      hashes = styleHashes();
      policy = contentSecurityPolicy({ ...sources, styleHashes: hashes });
    }
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    next();
  };
}

/**
 * JSON answers (the REST shim and GraphQL) are data, never a page: nothing may load from them and nothing may frame
 * them. The page policy would cost a small answer about 380 bytes, over half of an unchanged list's 304, which the
 * dashboard polls every few seconds.
 */
export const dataAnswerPolicy = "default-src 'none'; frame-ancestors 'none'";

export const dataAnswers: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', dataAnswerPolicy);
  next();
};

/**
 * Uploaded files are served as attachments, but a browser told to open one anyway must treat it as
 * an inert document from nowhere: no scripts, no requests, no forms, no access to this origin.
 */
export const downloadPolicy = "sandbox; default-src 'none'";

export const sandboxDownloads: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', downloadPolicy);
  next();
};
