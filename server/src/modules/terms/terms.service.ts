import {
  catalogFileName,
  catalogTerms,
  isIsoDate,
  registrationNotice,
  registrationWindowProblems,
  termKey,
  termMessages,
  wallClockMoment,
  type Catalog,
  type RegistrationWindows,
  type Term,
} from '@coop/contract';
import { requireAdmin } from '../../auth/guards';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { RequestContext, User } from '../accounts';
import type { CatalogSource } from '../catalog';
import type { ContentService } from '../content';
import { ClassSetting, ClassTeacher } from '../enrollment-office';
import { rolledOverTerm, type RollOverInput } from './roll-over';

/** Windows as the office sends them: an empty time is none. */
export type WindowsEntered = { [K in keyof RegistrationWindows]?: RegistrationWindows[K] | null } & {
  everyone: string;
};

/** A term as the office's Terms screen shows it. */
export interface TermView {
  key: string;
  name: string;
  start: string;
  end: string;
  first: boolean;
  classCount: number;
  registration: RegistrationWindows | null;
  /** What the enrollment form says of it now; null when it takes enrollments with no end set. */
  notice: string | null;
}

/**
 * The terms of the catalog: listed for the office, copied into the next, and given their registration windows.
 * They live in the catalog document, so every change is a saved version of it (with its history and undo), checked
 * like any other save, and every reader of the catalog sees it at once.
 */
export class TermsService {
  constructor(
    private readonly db: Database,
    private readonly content: ContentService,
    private readonly catalog: CatalogSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  terms(ctx: RequestContext): TermView[] {
    requireAdmin(ctx);
    return catalogTerms(this.catalog()).map((term) => this.view(term));
  }

  /** Copies a term into a new one after the last, with its classes' seats and teachers; it opens when given windows. */
  async rollOver(ctx: RequestContext, input: RollOverInput): Promise<TermView> {
    const author = requireAdmin(ctx) as User;
    const name = input.name.trim();
    if (!name) throw new AppError('BAD_USER_INPUT', termMessages.nameRequired, 'name');
    if (name.length > 60) throw new AppError('BAD_USER_INPUT', termMessages.nameTooLong, 'name');
    if (!isIsoDate(input.start)) throw new AppError('BAD_USER_INPUT', termMessages.startInvalid, 'start');
    const terms = catalogTerms(this.catalog());
    const from = terms.find((term) => term.key === input.from);
    if (!from) throw new AppError('NOT_FOUND', termMessages.unknownTerm, 'from');
    const key = termKey({ name });
    if (terms.some((term) => term.key === key))
      throw new AppError('BAD_USER_INPUT', termMessages.nameTaken(name), 'name');
    const last = terms[terms.length - 1];
    if (input.start <= last.start) throw new AppError('BAD_USER_INPUT', termMessages.startTooEarly(last.name), 'start');

    const seats = new Map((await this.db.manager.find(ClassSetting)).map((row) => [row.classKey, row.seats] as const));
    let keys = new Map<string, string>();
    await this.content.update(catalogFileName, author, (body) => {
      const catalog = JSON.parse(body) as Catalog;
      const rolled = rolledOverTerm(catalog, { ...input, name }, (classKey) => seats.get(classKey));
      keys = rolled.keys;
      return JSON.stringify({ ...catalog, terms: [...(catalog.terms ?? []), rolled.term] }, null, 2);
    });
    // The saved catalog gave the new classes their seats rows; their teachers follow them here.
    const assignments = await this.db.manager.findBy(ClassTeacher, {});
    const copied = assignments
      .filter((row) => keys.has(row.classKey))
      .map((row) => ({ ...row, classKey: keys.get(row.classKey)! }));
    if (copied.length > 0) {
      await this.db.write((manager) =>
        manager.createQueryBuilder().insert().into(ClassTeacher).values(copied).orIgnore().execute(),
      );
    }
    return this.viewOf(key);
  }

  /** Opens a term with its windows, changes them, or (null) takes them away so it is not open yet. */
  async setRegistration(ctx: RequestContext, key: string, windows: WindowsEntered | null): Promise<TermView> {
    const author = requireAdmin(ctx) as User;
    const index = catalogTerms(this.catalog()).findIndex((term) => term.key === key);
    if (index < 0) throw new AppError('NOT_FOUND', termMessages.unknownTerm, 'termKey');
    const cleaned: RegistrationWindows | null = windows && {
      everyone: windows.everyone,
      ...(windows.returning && { returning: windows.returning }),
      ...(windows.closes && { closes: windows.closes }),
      ...(windows.waitlistWhenClosed && { waitlistWhenClosed: true }),
    };
    if (cleaned) {
      const [field, problem] = Object.entries(registrationWindowProblems(cleaned))[0] ?? [];
      if (problem) throw new AppError('BAD_USER_INPUT', problem, field);
    }
    await this.content.update(catalogFileName, author, (body) => {
      const catalog = JSON.parse(body) as Catalog;
      const withWindows = <T extends object>(term: T) => {
        const { registration: _dropped, ...rest } = term as T & { registration?: RegistrationWindows };
        return cleaned ? { ...rest, registration: cleaned } : rest;
      };
      const changed =
        index === 0
          ? { ...catalog, schoolYear: withWindows(catalog.schoolYear) }
          : { ...catalog, terms: catalog.terms!.map((term, i) => (i === index - 1 ? withWindows(term) : term)) };
      return JSON.stringify(changed, null, 2);
    });
    return this.viewOf(key);
  }

  private viewOf(key: string): TermView {
    return this.view(catalogTerms(this.catalog()).find((term) => term.key === key)!);
  }

  private view(term: Term): TermView {
    const now = wallClockMoment(this.now(), this.catalog().timeZone);
    return {
      key: term.key,
      name: term.name,
      start: term.start,
      end: term.end,
      first: term.first,
      classCount: term.classes.length,
      registration: term.registration,
      notice: registrationNotice(term, now),
    };
  }
}
