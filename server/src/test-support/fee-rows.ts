import { defaultTermFees, type ClassFees, type TermFees } from '@coop/contract';
import { ClassFeesRow, TermFeesRow } from '../modules/fees';
import type { TestApp } from './test-app';

/**
 * Sets a class's fees and, when given, its term's policy, as the office's Fees tab would save them, straight into
 * the database: tests of what follows from fees start from them without going through the settings' own checks.
 */
export function saveFeeRows(
  app: TestApp,
  classFees: ClassFees,
  term?: Partial<Omit<TermFees, 'termKey'>> & { termKey: string },
): Promise<void> {
  return app.app.db.write(async (manager) => {
    await manager.insert(ClassFeesRow, { ...classFees, updatedAt: new Date() });
    if (term) await manager.insert(TermFeesRow, { ...defaultTermFees(term.termKey), ...term, updatedAt: new Date() });
  });
}
