import type { Request } from 'express';
import { multipartParser } from '../../http/multipart';
import { formMessages, type RawForm } from './form.rules';

/** Generous for the longest answer (a 10,000-character bio, percent-encoded) and tight for anything else. */
export const formBodyLimits = { bytes: 256 * 1024, fields: 200, fieldBytes: 64 * 1024 } as const;

/** A body that cannot be read as a form: 400, 413 or 415 with the message. */
export class BodyProblem extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'BodyProblem';
  }
}

/**
 * Flattens a parsed body into name → text, on an object without a prototype so
 * that names such as `__proto__` or `constructor` are plain fields. A repeated
 * name keeps its first value; JSON callers may send booleans for Yes/No.
 */
export function toRawForm(body: unknown): RawForm {
  const raw: RawForm = Object.create(null);
  if (body === undefined || body === null) return raw;
  if (typeof body !== 'object' || Array.isArray(body)) throw new BodyProblem(400, formMessages.unreadable);
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') raw[name] = first;
    else if (typeof first === 'number' && Number.isFinite(first)) raw[name] = String(first);
    else if (typeof first === 'boolean') raw[name] = first ? 'Yes' : 'No';
    else if (first !== null && first !== undefined) throw new BodyProblem(400, formMessages.unreadable);
  }
  return raw;
}

/** A multipart form of text fields only: files are refused, and every limit answers 413. */
export function readMultipartForm(req: Request): Promise<RawForm> {
  return new Promise((resolve, reject) => {
    const limits = {
      fields: formBodyLimits.fields,
      parts: formBodyLimits.fields,
      files: 0,
      fieldSize: formBodyLimits.fieldBytes,
      fieldNameSize: 100,
    };
    const parser = multipartParser(req, limits);
    if (!parser) {
      reject(new BodyProblem(400, formMessages.unreadable));
      return;
    }
    const fields = new Map<string, string>();
    let received = 0;
    let settled = false;
    const fail = (problem: BodyProblem) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Read the rest and drop it, so the answer reaches a client still sending.
      req.resume();
      reject(problem);
    };
    const tooLarge = () => fail(new BodyProblem(413, formMessages.bodyTooLarge));
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > formBodyLimits.bytes) tooLarge();
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) tooLarge();
      else if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (_name, stream) => {
      stream.resume();
      fail(new BodyProblem(400, formMessages.attachmentsRefused));
    });
    parser.on('filesLimit', () => fail(new BodyProblem(400, formMessages.attachmentsRefused)));
    parser.on('fieldsLimit', tooLarge);
    parser.on('partsLimit', tooLarge);
    parser.on('error', () => fail(new BodyProblem(400, formMessages.unreadable)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(toRawForm(Object.fromEntries(fields)));
    });
    req.pipe(parser);
  });
}

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

/** The submitted fields, whichever way they came; urlencoded and JSON bodies are parsed before this runs. */
export async function readFormBody(req: Request): Promise<RawForm> {
  const type = req.is(formTypes);
  if (type === null) return toRawForm(undefined);
  if (type === false) throw new BodyProblem(415, formMessages.unsupportedType);
  if (type === 'multipart/form-data') return readMultipartForm(req);
  return toRawForm(req.body);
}
