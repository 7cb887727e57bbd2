import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { type RequestContext, Role, User } from '../accounts';
import type { EnrollmentOfficeService } from './enrollment-office.service';

type Waiting = { resolve: (names: string[]) => void; reject: (error: unknown) => void };

/**
 * Collects the addresses one request asks about while its list of accounts is being resolved, and answers them all
 * with one read. Kept per request (Apollo's context object), so one caller's answer or refusal never reaches another.
 */
class StudentsLoader {
  private waiting = new Map<string, Waiting[]>();

  constructor(
    private readonly office: EnrollmentOfficeService,
    private readonly ctx: RequestContext,
  ) {}

  load(email: string): Promise<string[]> {
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) {
        // Every account of a page asks within the same turn of the event loop (its steps are promise jobs, no
        // I/O), so by the time `setImmediate` runs all of them are waiting. Were some to ask after, they would
        // make a second read, never miss an answer.
        setImmediate(() => void this.answer());
      }
      const list = this.waiting.get(email) ?? [];
      list.push({ resolve, reject });
      this.waiting.set(email, list);
    });
  }

  private async answer(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const students = await this.office.studentsUnder(this.ctx, [...batch.keys()]);
      for (const [email, list] of batch) for (const each of list) each.resolve(students.get(email) ?? []);
    } catch (error) {
      for (const list of batch.values()) for (const each of list) each.reject(error);
    }
  }
}

const loaders = new WeakMap<RequestContext, StudentsLoader>();

/**
 * What approving an account would reveal: the students enrolled under its address. Here, beside the enrollments,
 * rather than in the users module, which knows nothing of them.
 */
@Resolver(() => User)
export class AccountStudentsResolver {
  constructor(private readonly office: EnrollmentOfficeService) {}

  @Authorized(Role.admin)
  @FieldResolver(() => [String], {
    description:
      'The names of the students enrolled under this address, whom the account would see once approved and its address confirmed: administrators only.',
  })
  enrolledStudents(@Root() user: User, @Ctx() ctx: RequestContext): Promise<string[]> {
    let loader = loaders.get(ctx);
    if (!loader) {
      loader = new StudentsLoader(this.office, ctx);
      loaders.set(ctx, loader);
    }
    return loader.load(user.email);
  }
}
