import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../accounts';
import { HouseholdStudentObject } from '../households';
import { FamilyPlacement } from './enrollment-office.objects';
import type { EnrollmentOfficeService } from './enrollment-office.service';
import type { PlacementView } from './enrollment-office.types';

type Waiting = { resolve: (placements: PlacementView[]) => void; reject: (error: unknown) => void };

/**
 * Collects the students one request lists and reads all their placements at once: a list of households costs one
 * read of placements, not one per child. Kept per request, like the account students' loader.
 */
class PlacementsLoader {
  private waiting = new Map<string, Waiting[]>();

  constructor(private readonly office: EnrollmentOfficeService) {}

  load(studentId: string): Promise<PlacementView[]> {
    return new Promise((resolve, reject) => {
      // Every student of the answer asks within the same turn of the event loop; see StudentsLoader.
      if (this.waiting.size === 0) setImmediate(() => void this.answer());
      const list = this.waiting.get(studentId) ?? [];
      list.push({ resolve, reject });
      this.waiting.set(studentId, list);
    });
  }

  private async answer(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const placements = await this.office.placementsOfStudents([...batch.keys()]);
      for (const [id, list] of batch) for (const each of list) each.resolve(placements.get(id) ?? []);
    } catch (error) {
      for (const list of batch.values()) for (const each of list) each.reject(error);
    }
  }
}

const loaders = new WeakMap<RequestContext, PlacementsLoader>();

/**
 * A household student's classes. Here, beside the placements, rather than in the households module, which knows
 * nothing of them; whoever was shown the student (a guardian, an administrator) may see their classes.
 */
@Resolver(() => HouseholdStudentObject)
export class HouseholdPlacementsResolver {
  constructor(private readonly office: EnrollmentOfficeService) {}

  @FieldResolver(() => [FamilyPlacement], { description: "The student's placements, class by class." })
  placements(@Root() student: HouseholdStudentObject, @Ctx() ctx: RequestContext): Promise<PlacementView[]> {
    let loader = loaders.get(ctx);
    if (!loader) {
      loader = new PlacementsLoader(this.office);
      loaders.set(ctx, loader);
    }
    return loader.load(student.id);
  }
}
