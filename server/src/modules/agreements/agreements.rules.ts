import {
  agreementLimits,
  agreementMessages,
  catalogTerms,
  isAgreementKind,
  signatureMatches,
  type AgreementKindName,
  type Catalog,
  type Term,
} from '@coop/contract';
import { AppError } from '../../errors';

// Reading what a caller sends about agreements. Both channels hand the raw values here, so a REST body and a
// GraphQL input are refused with the same words.

type Raw = Record<string, unknown>;

const refuse = (message: string, field: string) => new AppError('BAD_USER_INPUT', message, field);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that names nothing is answered as a document that does not exist. */
export function parseDocumentId(value: unknown): string {
  if (typeof value !== 'string' || !uuid.test(value))
    throw new AppError('NOT_FOUND', agreementMessages.documentNotFound, 'documentId');
  return value.toLowerCase();
}

/** A term of the catalog in force, by its key. */
export function parseTerm(catalog: Catalog, value: unknown): Term {
  const term = catalogTerms(catalog).find((each) => each.key === value);
  if (!term) throw new AppError('NOT_FOUND', agreementMessages.termNotFound, 'termKey');
  return term;
}

function parseKind(value: unknown): AgreementKindName {
  if (!isAgreementKind(value)) throw refuse(agreementMessages.kindInvalid, 'kind');
  return value;
}

function parseTitle(value: unknown): string {
  const title = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (!title) throw refuse(agreementMessages.titleRequired, 'title');
  if (title.length > agreementLimits.title) throw refuse(agreementMessages.titleTooLong, 'title');
  return title;
}

/** Markdown keeps its lines; only the blank edges go. */
function parseText(value: unknown): string {
  const text = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
  if (!text) throw refuse(agreementMessages.textRequired, 'text');
  if (text.length > agreementLimits.text) throw refuse(agreementMessages.textTooLong, 'text');
  return text;
}

export interface NewDocument {
  kind: AgreementKindName;
  title: string;
  text: string;
}

export function parseNewDocument(raw: Raw): NewDocument {
  return { kind: parseKind(raw.kind), title: parseTitle(raw.title), text: parseText(raw.text) };
}

/** A field is changed only when sent. */
export function parseDocumentChanges(raw: Raw): { documentId: string; changes: Partial<NewDocument> } {
  const changes: Partial<NewDocument> = {};
  if (raw.kind !== undefined && raw.kind !== null) changes.kind = parseKind(raw.kind);
  if (raw.title !== undefined && raw.title !== null) changes.title = parseTitle(raw.title);
  if (raw.text !== undefined && raw.text !== null) changes.text = parseText(raw.text);
  return { documentId: parseDocumentId(raw.documentId), changes };
}

export interface Signing {
  documentId: string;
  /** The version the guardian read; signing a newer one takes reading it first. */
  version: number;
  fullName: string;
}

/** What a guardian sends to sign: the typed name must be the account's, capitals and spacing aside. */
export function parseSigning(raw: Raw, accountName: string): Signing {
  const documentId = parseDocumentId(raw.documentId);
  const version = Number(raw.version);
  if (!Number.isInteger(version) || version < 1) throw refuse(agreementMessages.versionChanged, 'version');
  const typed = typeof raw.fullName === 'string' ? raw.fullName.replace(/\s+/g, ' ').trim() : '';
  if (!typed) throw refuse(agreementMessages.signatureRequired, 'fullName');
  if (typed.length > agreementLimits.signature || !signatureMatches(typed, accountName))
    throw refuse(agreementMessages.signatureMismatch(accountName), 'fullName');
  return { documentId, version, fullName: typed };
}
