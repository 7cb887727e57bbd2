import { classTitle, type CatalogClass } from '@coop/contract';
import { Between, In, type EntityManager } from 'typeorm';
import type { DigestEnrollment } from '../mail';
import { Enrollment } from './enrollment.entity';
import { Placement } from './placement.entity';

/**
 * The enrollments received from `from` up to (not including) `to`, oldest first, each with its classes' current
 * statuses: what the morning digest lists.
 */
export function digestEnrollments(classes: () => ReadonlyMap<string, CatalogClass>) {
  return async (manager: EntityManager, from: Date, to: Date): Promise<DigestEnrollment[]> => {
    const enrollments = await manager.find(Enrollment, {
      where: { createdAt: Between(from, new Date(to.getTime() - 1)) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (enrollments.length === 0) return [];
    const placements = await manager.find(Placement, {
      where: { enrollmentId: In(enrollments.map((enrollment) => enrollment.id)) },
      order: { classKey: 'ASC' },
    });
    return enrollments.map((enrollment) => ({
      studentName: enrollment.studentName,
      parentName: enrollment.parentName,
      parentEmail: enrollment.parentEmail,
      classes: placements
        .filter((placement) => placement.enrollmentId === enrollment.id)
        .map((placement) => {
          const item = classes().get(placement.classKey);
          return { title: item ? classTitle(item) : placement.classKey, status: placement.status };
        }),
    }));
  };
}
