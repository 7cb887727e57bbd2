import { defaultTermFees, type ClassFees, type TermFees } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { ClassFeesRow } from './class-fees.entity';
import { TermFeesRow } from './term-fees.entity';

/** The fee policies of some terms, each term's own or the defaults. */
export async function termFeesFor(manager: EntityManager, termKeys: readonly string[]): Promise<Map<string, TermFees>> {
  const rows = termKeys.length ? await manager.findBy(TermFeesRow, { termKey: In([...termKeys]) }) : [];
  const saved = new Map(rows.map((row) => [row.termKey, row]));
  return new Map(
    termKeys.map((termKey) => {
      const row = saved.get(termKey);
      if (!row) return [termKey, defaultTermFees(termKey)];
      const { updatedAt: _updatedAt, ...fees } = row;
      return [termKey, { ...fees }];
    }),
  );
}

/** Every class's fees, by class key; classes without fees are absent. */
export async function allClassFees(manager: EntityManager): Promise<Map<string, ClassFees>> {
  const rows = await manager.find(ClassFeesRow);
  return new Map(
    rows.map(({ classKey, classFee, supplyFee, deposit }) => [classKey, { classKey, classFee, supplyFee, deposit }]),
  );
}
