import busboy from 'busboy';
import type { Request } from 'express';

/**
 * A streaming parser for a multipart request, with names read as UTF-8 (browsers send them so;
 * busboy would read them as Latin-1). Undefined when the request is not multipart at all, which
 * each caller answers in its own words.
 */
export function multipartParser(req: Request, limits: busboy.Limits): busboy.Busboy | undefined {
  try {
    return busboy({ headers: req.headers, defParamCharset: 'utf8', limits });
  } catch {
    return undefined;
  }
}
