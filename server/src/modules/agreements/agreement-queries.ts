import { In, IsNull, type EntityManager } from 'typeorm';
import { pastPlacementStatuses, type PlacementStatusName } from '@coop/contract';
import { Placement } from '../enrollment-office';
import { Household, HouseholdStudent } from '../households';
import { AgreementDocument } from './agreement-document.entity';
import { AgreementSignature } from './agreement-signature.entity';

/** A student's current place in a class, with the household the student belongs to. */
export interface HouseholdPlacement {
  placementId: string;
  classKey: string;
  status: PlacementStatusName;
  studentName: string;
  householdId: string;
  householdName: string;
}

/**
 * The held, confirmed and waitlisted placements in these classes, with their households: the families a term's
 * documents are asked of. Only one household's when `householdId` is given.
 */
export async function householdPlacements(
  manager: EntityManager,
  classKeys: readonly string[],
  householdId?: string,
): Promise<HouseholdPlacement[]> {
  if (classKeys.length === 0) return [];
  const query = manager
    .createQueryBuilder(Placement, 'placement')
    .innerJoin(HouseholdStudent, 'student', 'student.id = placement.studentId')
    .innerJoin(Household, 'household', 'household.id = student.householdId')
    .select('placement.id', 'placementId')
    .addSelect('placement.classKey', 'classKey')
    .addSelect('placement.status', 'status')
    .addSelect('student.fullName', 'studentName')
    .addSelect('household.id', 'householdId')
    .addSelect('household.name', 'householdName')
    .where('placement.classKey IN (:...classKeys)', { classKeys })
    .andWhere('placement.status NOT IN (:...past)', { past: pastPlacementStatuses });
  if (householdId) query.andWhere('household.id = :householdId', { householdId });
  return query.getRawMany<HouseholdPlacement>();
}

/** The documents a term asks for now: not withdrawn, oldest first. */
export function requiredDocuments(manager: EntityManager, termKeys: readonly string[]): Promise<AgreementDocument[]> {
  if (termKeys.length === 0) return Promise.resolve([]);
  return manager.find(AgreementDocument, {
    where: { termKey: In([...termKeys]), withdrawnAt: IsNull() },
    order: { createdAt: 'ASC', title: 'ASC' },
  });
}

/**
 * The documents of the term that the household has not signed in their present version, oldest first: what
 * keeps the office from confirming its places in the term, and what any other way into a term asks first.
 */
export async function unsignedAgreements(
  manager: EntityManager,
  householdId: string,
  termKey: string,
): Promise<AgreementDocument[]> {
  const documents = await requiredDocuments(manager, [termKey]);
  if (documents.length === 0) return [];
  const signatures = await manager.find(AgreementSignature, {
    where: { householdId, documentId: In(documents.map((document) => document.id)) },
  });
  return documents.filter(
    (document) =>
      !signatures.some((signature) => signature.documentId === document.id && signature.version === document.version),
  );
}

/**
 * The households with a place in a term that have not signed every document the term asks for in its present
 * version, over all the terms given at once: the families an announcement about signing is written to.
 */
export async function householdsWithUnsigned(
  manager: EntityManager,
  terms: readonly { key: string; classKeys: readonly string[] }[],
): Promise<Set<string>> {
  const unsigned = new Set<string>();
  for (const term of terms) {
    const documents = await requiredDocuments(manager, [term.key]);
    if (documents.length === 0) continue;
    const households = new Set(
      (await householdPlacements(manager, term.classKeys)).map((placement) => placement.householdId),
    );
    if (households.size === 0) continue;
    const signatures = await manager.find(AgreementSignature, {
      select: { householdId: true, documentId: true, version: true },
      where: { documentId: In(documents.map((document) => document.id)) },
    });
    const signed = new Set(signatures.map((row) => `${row.householdId}|${row.documentId}|${row.version}`));
    for (const householdId of households) {
      if (documents.some((document) => !signed.has(`${householdId}|${document.id}|${document.version}`)))
        unsigned.add(householdId);
    }
  }
  return unsigned;
}
