import { randomUUID } from 'node:crypto';
import {
  allCatalogClasses,
  catalogTerms,
  classTitle,
  meetingText,
  registrationState,
  reenrollmentMessages,
  replyToField,
  submissionIdField,
  wallClockMoment,
  type CatalogClass,
  type EnrollmentPlacementReply,
} from '@coop/contract';
import { AppError } from '../../errors';
import type { RequestContext } from '../accounts';
import type { CatalogSource } from '../catalog';
import type { EnrollmentOfficeService } from '../enrollment-office';
import { FormName, InvalidSubmission, type EnrollmentSubmission, type FormService } from '../forms';
import type { HouseholdsService, HouseholdView, StudentView } from '../households';
import { proposalsFor, type Proposal } from './proposals';

/**
 * One class offered to one child, with what the rules and the seats say of it now: one they took last term again or
 * at its next level, or any other class of the term they may take.
 */
export interface OfferedClassView {
  classKey: string;
  follows: string | null;
  kind: Proposal['kind'] | 'other';
  title: string;
  meets: string;
  seatsLeft: number;
  waitlisted: number;
  /** Why the child may not take it, in the sentence the form would answer; null when they may. */
  refusal: string | null;
}

export interface StudentOfferView {
  studentId: string;
  name: string;
  /** Classes of the term the child already holds, has or waits for. */
  enrolled: { classKey: string; title: string; status: string }[];
  offered: OfferedClassView[];
  /** Why the child cannot be enrolled from here at all (a detail missing from the household); null when they can. */
  missing: string | null;
}

export interface TermOfferView {
  termKey: string;
  termName: string;
  /** Whether the family may enroll now (or ask for the waitlist); otherwise `notice` says when. */
  open: boolean;
  waitlistOnly: boolean;
  notice: string | null;
  students: StudentOfferView[];
}

export interface ReenrollmentOutcomeView {
  studentId: string;
  name: string;
  placements: (EnrollmentPlacementReply & { title: string })[];
  refusals: { classKey: string; message: string }[];
}

const standing = ['held', 'confirmed', 'waitlisted'];
const taken = ['held', 'confirmed'];

/** "2016-03-14" → "03/14/2016", as the enrollment form takes a birthday. */
const formBirthday = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/**
 * Re-enrollment from My family: for each later term a family may enroll in, its children's classes of the term
 * before, proposed again or at their next level, checked by the very rules the enrollment form is checked by; and the
 * enrollment itself, sent for each child as the form would send it, so windows, rules, seats, waitlists, households
 * and mails all apply unchanged.
 */
export class ReenrollmentService {
  constructor(
    private readonly catalog: CatalogSource,
    private readonly households: HouseholdsService,
    private readonly office: EnrollmentOfficeService,
    private readonly forms: FormService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async offers(ctx: RequestContext): Promise<TermOfferView[]> {
    const household = await this.households.myHousehold(ctx);
    if (!household || household.students.length === 0) return [];
    const catalog = this.catalog();
    const terms = catalogTerms(catalog);
    const now = wallClockMoment(this.now(), catalog.timeZone);
    const placements = await this.office.placementsOfStudents(household.students.map((student) => student.id));
    const classes = new Map(allCatalogClasses(catalog).map((item) => [item.key, item]));
    const seats = new Map((await this.office.classAvailability()).map((item) => [item.classKey, item]));
    const offers: TermOfferView[] = [];
    for (const term of terms) {
      // A later term the office has not opened is not offered; one that has ended neither.
      if ((!term.first && !term.registration) || term.end < now.slice(0, 10)) continue;
      const before = new Set(term.first ? [] : terms[term.index - 1].classes.map((item) => item.key));
      const inTerm = new Set(term.classes.map((item) => item.key));
      const returning = household.students.some((student) =>
        (placements.get(student.id) ?? []).some((p) => before.has(p.classKey) && taken.includes(p.status)),
      );
      const state = registrationState(term, now, returning);
      const students: StudentOfferView[] = [];
      for (const student of household.students) {
        const own = placements.get(student.id) ?? [];
        const enrolled = own.filter((p) => inTerm.has(p.classKey) && standing.includes(p.status));
        const previous = own
          .filter((p) => before.has(p.classKey) && taken.includes(p.status))
          .map((p) => classes.get(p.classKey)!);
        const missing = this.missingDetail(household, student);
        const offered: OfferedClassView[] = [];
        const offer = async (item: CatalogClass, proposal: Pick<OfferedClassView, 'kind' | 'follows'>) => {
          const availability = seats.get(item.key);
          const refusal = missing ? null : await this.refusal(household, student, ctx, item);
          // Other classes are offered only when the child may take them: the list stays short on a phone.
          if (proposal.kind === 'other' && refusal) return;
          offered.push({
            classKey: item.key,
            ...proposal,
            title: classTitle(item),
            meets: meetingText(item),
            seatsLeft: availability?.left ?? item.seats,
            waitlisted: availability?.waitlisted ?? 0,
            refusal,
          });
        };
        const proposals = proposalsFor(previous, term);
        const skip = new Set([...enrolled.map((p) => p.classKey), ...proposals.map((p) => p.classKey)]);
        for (const proposal of proposals) {
          if (!enrolled.some((p) => p.classKey === proposal.classKey))
            await offer(classes.get(proposal.classKey)!, proposal);
        }
        for (const item of term.classes) {
          if (!skip.has(item.key)) await offer(item, { kind: 'other', follows: null });
        }
        students.push({
          studentId: student.id,
          name: student.fullName,
          enrolled: enrolled.map((p) => ({ classKey: p.classKey, title: p.classTitle, status: p.status })),
          offered,
          missing,
        });
      }
      offers.push({
        termKey: term.key,
        termName: term.name,
        open: state.open,
        waitlistOnly: state.waitlistOnly,
        notice: state.message,
        students,
      });
    }
    return offers;
  }

  /** Enrolls each chosen child in the chosen classes of one term, one form per child as the page would send. */
  async reenroll(
    ctx: RequestContext,
    termKey: string,
    choices: readonly { studentId: string; classKeys: readonly string[] }[],
  ): Promise<ReenrollmentOutcomeView[]> {
    const household = await this.households.myHousehold(ctx);
    if (!household) throw new AppError('NOT_FOUND', reenrollmentMessages.noHousehold);
    const term = catalogTerms(this.catalog()).find((candidate) => candidate.key === termKey);
    if (!term) throw new AppError('NOT_FOUND', reenrollmentMessages.unknownTerm, 'termKey');
    const inTerm = new Map(term.classes.map((item) => [item.key, item]));
    const outcomes: ReenrollmentOutcomeView[] = [];
    for (const choice of choices) {
      const student = household.students.find((candidate) => candidate.id === choice.studentId);
      if (!student) throw new AppError('NOT_FOUND', reenrollmentMessages.unknownStudent, 'studentId');
      const chosen = [...new Set(choice.classKeys)];
      if (chosen.length === 0) continue;
      const strange = chosen.find((key) => !inTerm.has(key));
      if (strange) throw new AppError('BAD_USER_INPUT', reenrollmentMessages.notInTerm(term.name), 'classKeys');
      const missing = this.missingDetail(household, student);
      if (missing) throw new AppError('BAD_USER_INPUT', missing, 'studentId');
      const outcome: ReenrollmentOutcomeView = {
        studentId: student.id,
        name: student.fullName,
        placements: [],
        refusals: [],
      };
      try {
        const result = await this.forms.submit(
          FormName.enrollment,
          this.formOf(household, student, ctx, chosen),
          ctx.clientAddress,
        );
        outcome.placements = (result.placements ?? []).map((placement) => ({
          ...placement,
          title: classTitle(inTerm.get(placement.classKey)!),
        }));
      } catch (error) {
        if (!(error instanceof InvalidSubmission)) throw error;
        outcome.refusals = Object.entries(error.errors).map(([classKey, message]) => ({ classKey, message }));
      }
      outcomes.push(outcome);
    }
    return outcomes;
  }

  /** A detail the enrollment form requires that the household does not have yet. */
  private missingDetail(household: HouseholdView, student: StudentView): string | null {
    if (!student.birthday) return reenrollmentMessages.birthdayMissing(student.fullName);
    if (!household.homePhone.trim()) return reenrollmentMessages.phoneMissing;
    return null;
  }

  /** The enrollment form this family would send for the child, with the account's own name and address. */
  private formOf(
    household: HouseholdView,
    student: StudentView,
    ctx: RequestContext,
    classKeys: readonly string[],
  ): Record<string, string> {
    const user = ctx.user!;
    const today = wallClockMoment(this.now(), this.catalog().timeZone).slice(0, 10);
    const form: Record<string, string> = {
      parent_name: user.name,
      [replyToField]: user.email,
      parent_phone: household.homePhone,
      student_name: student.fullName,
      student_age: String(ageOn(student.birthday!, today)),
      student_birthday: formBirthday(student.birthday!),
      student_allergies: student.allergies.trim() || 'None',
      acknowledgment: 'Yes',
      [submissionIdField]: randomUUID(),
    };
    for (const key of classKeys) form[key] = 'Yes';
    return form;
  }

  /** What the form's checks would answer for this class alone, without sending anything. */
  private async refusal(
    household: HouseholdView,
    student: StudentView,
    ctx: RequestContext,
    item: CatalogClass,
  ): Promise<string | null> {
    const fields = Object.entries(this.formOf(household, student, ctx, [item.key])).map(([name, value]) => ({
      name: name === replyToField ? 'parent_email' : name,
      value,
    }));
    const submission: EnrollmentSubmission = { id: randomUUID(), submittedAt: this.now(), fields };
    const refusals = await this.office.refusalsNow(submission);
    return refusals[item.key] ?? null;
  }
}
