/*
 * The agreements service: GraphQL and REST call these; every permission check is here. Administrators manage a
 * term's documents and see who signed; a guardian whose address is confirmed reads and signs their own household's;
 * a teacher nothing; an unconfirmed account nothing (EMAIL_NOT_VERIFIED). Public methods:
 *
 *   terms(ctx): Promise<AgreementTermView[]>                          admin: the catalog's terms
 *   documents(ctx, termKey): Promise<AgreementDocumentView[]>         admin: a term's documents, signed and not
 *   createDocument(ctx, raw): Promise<AgreementDocumentView>          admin
 *   updateDocument(ctx, raw): Promise<AgreementDocumentView>          admin: signed text changes as a new version
 *   withdrawDocument(ctx, raw): Promise<AgreementDocumentView>        admin: no longer asked for
 *   myAgreements(ctx): Promise<FamilyAgreementTermView[]>             guardian: the terms the household has places in
 *   sign(ctx, raw): Promise<FamilyAgreementTermView[]>                guardian: once per household per version
 *   refuseUnsignedConfirmations                                       the office's listener (confirm-check.ts)
 */
import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import {
  agreementMessages,
  allCatalogClasses,
  catalogTerms,
  classTitle,
  unnamedHousehold,
  type Term,
} from '@coop/contract';
import { requireAdmin, requireUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { RequestContext, User } from '../accounts';
import type { CatalogSource } from '../catalog';
import { Household, recordHistory, type HouseholdsService } from '../households';
import { AgreementDocument } from './agreement-document.entity';
import { householdPlacements, requiredDocuments, type HouseholdPlacement } from './agreement-queries';
import { AgreementSignature } from './agreement-signature.entity';
import { AgreementVersion } from './agreement-version.entity';
import { parseDocumentChanges, parseDocumentId, parseNewDocument, parseSigning, parseTerm } from './agreements.rules';
import type {
  AgreementDocumentView,
  AgreementTermView,
  FamilyAgreementTermView,
  SignatureView,
} from './agreements.types';
import { refuseUnsignedConfirmations } from './confirm-check';

type Raw = Record<string, unknown>;

const documentNotFound = () => new AppError('NOT_FOUND', agreementMessages.documentNotFound, 'documentId');

/** The household's history line for a signature, written when it happens. */
const signedText = (guardian: string, title: string, version: number, term: string) =>
  `${guardian} signed the ${title} (version ${version}) for ${term}.`;

export class AgreementsService {
  /** Told of the office's placement moves: refuses a confirmation while the household has not signed. */
  readonly refuseUnsignedConfirmations;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogSource,
    /** The caller's own household, with the households module's rules for who has one. */
    private readonly households: Pick<HouseholdsService, 'myHousehold'>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.refuseUnsignedConfirmations = refuseUnsignedConfirmations(catalog);
  }

  terms(ctx: RequestContext): AgreementTermView[] {
    requireAdmin(ctx);
    return catalogTerms(this.catalog()).map((term) => ({ key: term.key, name: term.name }));
  }

  async documents(ctx: RequestContext, rawTermKey: unknown): Promise<AgreementDocumentView[]> {
    requireAdmin(ctx);
    const term = parseTerm(this.catalog(), rawTermKey);
    const documents = await this.db.manager.find(AgreementDocument, {
      where: { termKey: term.key },
      order: { createdAt: 'ASC', title: 'ASC' },
    });
    return this.officeViews(this.db.manager, this.classKeysOf(term), documents);
  }

  async createDocument(ctx: RequestContext, raw: Raw): Promise<AgreementDocumentView> {
    const admin = requireAdmin(ctx) as User;
    const term = parseTerm(this.catalog(), raw.termKey);
    const { kind, title, text } = parseNewDocument(raw);
    const at = this.now();
    return this.db.write(async (manager) => {
      const document = manager.create(AgreementDocument, {
        id: randomUUID(),
        termKey: term.key,
        kind,
        title,
        version: 1,
        createdAt: at,
        withdrawnAt: null,
      });
      await manager.insert(AgreementDocument, document);
      await this.addVersion(manager, document, text, admin, at);
      return (await this.officeViews(manager, this.classKeysOf(term), [document]))[0];
    });
  }

  /**
   * Changes a document. Its title and kind change in place; its text too while nobody has signed it, but text
   * a household has signed stays as it was signed: the new text becomes the next version, which every household
   * signs again.
   */
  async updateDocument(ctx: RequestContext, raw: Raw): Promise<AgreementDocumentView> {
    const admin = requireAdmin(ctx) as User;
    const { documentId, changes } = parseDocumentChanges(raw);
    const at = this.now();
    return this.db.write(async (manager) => {
      const document = await this.openDocument(manager, documentId);
      const { text, ...details } = changes;
      if (Object.keys(details).length > 0) {
        Object.assign(document, details);
        await manager.update(AgreementDocument, { id: document.id }, details);
      }
      const current = await manager.findOneByOrFail(AgreementVersion, {
        documentId: document.id,
        version: document.version,
      });
      if (text !== undefined && text !== current.text) {
        const signed = await manager.existsBy(AgreementSignature, {
          documentId: document.id,
          version: document.version,
        });
        if (signed) {
          document.version += 1;
          await manager.update(AgreementDocument, { id: document.id }, { version: document.version });
          await this.addVersion(manager, document, text, admin, at);
        } else {
          await manager.update(
            AgreementVersion,
            { id: current.id },
            { text, createdAt: at, createdByName: admin.name },
          );
        }
      }
      return (await this.officeViews(manager, this.classKeysOf(this.termOf(document)), [document]))[0];
    });
  }

  /** The office no longer asks for the document: its places can be confirmed without it; its signatures stay. */
  async withdrawDocument(ctx: RequestContext, raw: Raw): Promise<AgreementDocumentView> {
    requireAdmin(ctx);
    const documentId = parseDocumentId(raw.documentId);
    return this.db.write(async (manager) => {
      const document = await manager.findOneBy(AgreementDocument, { id: documentId });
      if (!document) throw documentNotFound();
      if (document.withdrawnAt) throw new AppError('CONFLICT', agreementMessages.alreadyWithdrawn, 'documentId');
      document.withdrawnAt = this.now();
      await manager.update(AgreementDocument, { id: document.id }, { withdrawnAt: document.withdrawnAt });
      return (await this.officeViews(manager, this.classKeysOf(this.termOf(document)), [document]))[0];
    });
  }

  /**
   * The documents of each term the guardian's household has places in, with the household's signatures, and the
   * places the office cannot confirm until everything is signed. Nothing when the account guards no household.
   */
  async myAgreements(ctx: RequestContext): Promise<FamilyAgreementTermView[]> {
    requireUser(ctx);
    const household = await this.households.myHousehold(ctx);
    if (!household) return [];
    return this.familyViews(this.db.manager, household.id);
  }

  /** Signs the version the guardian read, by their full name, for their household; a line goes to its history. */
  async sign(ctx: RequestContext, raw: Raw): Promise<FamilyAgreementTermView[]> {
    const user = requireUser(ctx) as User;
    const household = await this.households.myHousehold(ctx);
    if (!household) throw new AppError('FORBIDDEN', agreementMessages.noHousehold);
    const signing = parseSigning(raw, user.name);
    const at = this.now();
    return this.db.write(async (manager) => {
      const document = await manager.findOneBy(AgreementDocument, { id: signing.documentId });
      const term = document && this.termOf(document);
      // A document of a term the household has no place in is not theirs to see.
      if (!document || !term || !(await this.hasPlaceIn(manager, household.id, term))) throw documentNotFound();
      if (document.withdrawnAt) throw new AppError('CONFLICT', agreementMessages.withdrawn, 'documentId');
      if (document.version !== signing.version)
        throw new AppError('CONFLICT', agreementMessages.versionChanged, 'version');
      const id = randomUUID();
      // The database keeps one signature per household and version, even for two guardians signing at once.
      await manager
        .createQueryBuilder()
        .insert()
        .into(AgreementSignature)
        .values({
          id,
          documentId: document.id,
          version: document.version,
          householdId: household.id,
          userId: user.id,
          signerName: signing.fullName,
          signedAt: at,
        })
        .orIgnore()
        .execute();
      if (!(await manager.existsBy(AgreementSignature, { id })))
        throw new AppError('CONFLICT', agreementMessages.alreadySigned, 'documentId');
      await recordHistory(
        manager,
        household.id,
        user.id,
        signedText(user.name, document.title, document.version, term.name),
        at,
      );
      return this.familyViews(manager, household.id);
    });
  }

  private async openDocument(manager: EntityManager, documentId: string): Promise<AgreementDocument> {
    const document = await manager.findOneBy(AgreementDocument, { id: documentId });
    if (!document) throw documentNotFound();
    if (document.withdrawnAt) throw new AppError('CONFLICT', agreementMessages.withdrawn, 'documentId');
    return document;
  }

  private async addVersion(manager: EntityManager, document: AgreementDocument, text: string, admin: User, at: Date) {
    await manager.insert(AgreementVersion, {
      id: randomUUID(),
      documentId: document.id,
      version: document.version,
      text,
      createdAt: at,
      createdByName: admin.name,
    });
  }

  private termOf(document: AgreementDocument): Term | undefined {
    return catalogTerms(this.catalog()).find((term) => term.key === document.termKey);
  }

  /** The keys of a term's classes; none for a term the catalog no longer has. */
  private classKeysOf(term: Term | undefined): string[] {
    return term?.classes.map((item) => item.key) ?? [];
  }

  private async hasPlaceIn(manager: EntityManager, householdId: string, term: Term): Promise<boolean> {
    return (await householdPlacements(manager, this.classKeysOf(term), householdId)).length > 0;
  }

  /** The present text of each document, by document id. */
  private async currentVersions(manager: EntityManager, documents: readonly AgreementDocument[]) {
    const versions = documents.length
      ? await manager.find(AgreementVersion, { where: { documentId: In(documents.map((document) => document.id)) } })
      : [];
    return new Map(
      documents.map((document) => [
        document.id,
        versions.find((each) => each.documentId === document.id && each.version === document.version)!,
      ]),
    );
  }

  private async officeViews(
    manager: EntityManager,
    classKeys: readonly string[],
    documents: readonly AgreementDocument[],
  ): Promise<AgreementDocumentView[]> {
    if (documents.length === 0) return [];
    // One after another: inside a write they share one connection.
    const versions = await this.currentVersions(manager, documents);
    const signatures = await manager.find(AgreementSignature, {
      where: { documentId: In(documents.map((document) => document.id)) },
      order: { signedAt: 'DESC' },
    });
    const placements = await householdPlacements(manager, classKeys);
    const placed = new Map(placements.map((row) => [row.householdId, householdName(row)]));
    const signedHouseholds = [...new Set(signatures.map((signature) => signature.householdId))].filter(
      (id) => !placed.has(id),
    );
    const names = new Map(placed);
    if (signedHouseholds.length > 0)
      for (const household of await manager.findBy(Household, { id: In(signedHouseholds) }))
        names.set(household.id, household.name);
    return documents.map((document) => {
      const version = versions.get(document.id)!;
      const own = signatures.filter((signature) => signature.documentId === document.id);
      const signedNow = new Set(
        own.filter((signature) => signature.version === document.version).map((signature) => signature.householdId),
      );
      return {
        id: document.id,
        termKey: document.termKey,
        kind: document.kind,
        title: document.title,
        version: document.version,
        text: version.text,
        versionAt: version.createdAt,
        withdrawnAt: document.withdrawnAt,
        signatures: own.map((signature): SignatureView => ({
          householdId: signature.householdId,
          householdName: names.get(signature.householdId) ?? '',
          signerName: signature.signerName,
          signedAt: signature.signedAt,
          version: signature.version,
        })),
        unsigned: document.withdrawnAt
          ? []
          : [...placed]
              .filter(([householdId]) => !signedNow.has(householdId))
              .map(([householdId, name]) => ({ householdId, householdName: name }))
              .sort((a, b) => a.householdName.localeCompare(b.householdName)),
      };
    });
  }

  private async familyViews(manager: EntityManager, householdId: string): Promise<FamilyAgreementTermView[]> {
    const catalog = this.catalog();
    const terms = catalogTerms(catalog);
    const placements = await householdPlacements(
      manager,
      allCatalogClasses(catalog).map((item) => item.key),
      householdId,
    );
    const placedTerms = terms.filter((term) =>
      placements.some((row) => term.classes.some((item) => item.key === row.classKey)),
    );
    const documents = await requiredDocuments(
      manager,
      placedTerms.map((term) => term.key),
    );
    const versions = await this.currentVersions(manager, documents);
    const signatures = documents.length
      ? await manager.find(AgreementSignature, {
          where: { householdId, documentId: In(documents.map((document) => document.id)) },
        })
      : [];
    const titles = new Map(allCatalogClasses(catalog).map((item) => [item.key, classTitle(item)]));
    return placedTerms.flatMap((term) => {
      const own = documents.filter((document) => document.termKey === term.key);
      if (own.length === 0) return [];
      const views = own.map((document) => {
        const signature = signatures.find(
          (each) => each.documentId === document.id && each.version === document.version,
        );
        return {
          id: document.id,
          kind: document.kind,
          title: document.title,
          version: document.version,
          text: versions.get(document.id)!.text,
          signature: signature
            ? { signerName: signature.signerName, signedAt: signature.signedAt, version: signature.version }
            : null,
        };
      });
      const allSigned = views.every((view) => view.signature !== null);
      const waiting = allSigned
        ? []
        : placements
            .filter((row) => row.status === 'held' && term.classes.some((item) => item.key === row.classKey))
            .map((row) => ({
              placementId: row.placementId,
              studentName: row.studentName,
              classTitle: titles.get(row.classKey) ?? row.classKey,
            }));
      return [{ termKey: term.key, termName: term.name, documents: views, waiting }];
    });
  }
}

function householdName(row: HouseholdPlacement): string {
  return row.householdName || unnamedHousehold(row.studentName);
}
