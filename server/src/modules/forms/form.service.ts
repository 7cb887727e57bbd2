import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { requireAdmin } from '../../auth/guards';
import type { Allowance } from '../../auth/allowance';
import type { RequestContext } from '../accounts';
import type { Database } from '../../db/database';
import { listsChanged } from '../../db/list-versions';
import { AppError } from '../../errors';
import { allCatalogClasses, catalogTerms, type CatalogClass, type EnrollmentPlacementReply } from '@coop/contract';
import { fromCatalog, type CatalogSource } from '../catalog';
import { type MailSettings, queueMail } from '../mail';
import { FieldLabels } from './field-labels';
import { FormName, formFromSlug, formSlug } from './form-name';
import { FormSubmission } from './form-submission.entity';
import { honeypotField } from '@coop/contract';
import {
  clientSubmissionId,
  fieldOrder,
  formMessages,
  InvalidSubmission,
  validateSubmission,
  type RawForm,
} from './form.rules';
import { submissionMail } from './submission-mail';
import { submissionsCsv } from './submissions-csv';

export type SubmitOutcome = 'stored' | 'discarded';

export interface SubmitResult {
  outcome: SubmitOutcome;
  /** An enrollment's place in each chosen class; none for other forms. */
  placements?: EnrollmentPlacementReply[];
}

/** An enrollment form as stored: its id, when it came, and its answers with each chosen class as a field. */
export interface EnrollmentSubmission {
  id: string;
  submittedAt: Date;
  fields: readonly { name: string; value: string }[];
}

/**
 * What the collector needs of the enrollment office, inside the write that stores the form: the reasons to refuse
 * a new enrollment, placing it, and answering a repeat with the places it was given. The office reads the stored
 * submissions, so it is the module above; the application hands it in.
 */
export interface EnrollmentIntake {
  /** By class key, why the student may not have each class refused; empty when the form may be stored. */
  refusals(manager: EntityManager, submission: EnrollmentSubmission): Promise<Record<string, string>>;
  enrollSubmission(manager: EntityManager, submission: EnrollmentSubmission): Promise<EnrollmentPlacementReply[]>;
  storedPlacements(manager: EntityManager, submission: EnrollmentSubmission): Promise<EnrollmentPlacementReply[]>;
}

/** Collects the public forms, and lets administrators read them back. */
export class FormService {
  private readonly ofCatalog: () => {
    classKeys: readonly string[];
    classes: ReadonlyMap<string, CatalogClass>;
    laterTerms: ReadonlyMap<string, string>;
    fieldLabels: FieldLabels;
  };

  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    catalog: CatalogSource,
    /** Submissions per client address. */
    private readonly submissions: Allowance,
    private readonly enrollments: EnrollmentIntake,
    private readonly now: () => Date = () => new Date(),
  ) {
    // The form takes the classes of every term: each class key names one class of one term.
    this.ofCatalog = fromCatalog(catalog, (current) => {
      const classes = allCatalogClasses(current);
      return {
        classKeys: classes.map((item) => item.key),
        classes: new Map(classes.map((item) => [item.key, item])),
        laterTerms: new Map(
          catalogTerms(current)
            .filter((term) => !term.first)
            .flatMap((term) => term.classes.map((item) => [item.key, term.name] as const)),
        ),
        fieldLabels: new FieldLabels(classes),
      };
    });
  }

  /** How the stored field names read to administrators, classes named from the catalog in force. */
  get fieldLabels(): FieldLabels {
    return this.ofCatalog().fieldLabels;
  }

  private get classKeys(): readonly string[] {
    return this.ofCatalog().classKeys;
  }

  /**
   * Every attempt counts towards the per-address limit, refused or not. A
   * filled honeypot is answered like a success, so a robot learns nothing,
   * and nothing is stored. An enrollment becomes the office's enrollment and placements in the same
   * transaction, so the answer (and the e-mail) say where each class stands.
   */
  async submit(form: FormName, raw: RawForm, clientAddress: string): Promise<SubmitResult> {
    if (!(await this.submissions.take(clientAddress)).allowed) {
      throw new AppError('TOO_MANY_REQUESTS', formMessages.tooManySubmissions);
    }
    if ((raw[honeypotField] ?? '').trim() !== '') return { outcome: 'discarded' };
    const fields = validateSubmission(form, raw, this.classKeys);
    const submission = this.db.manager.create(FormSubmission, {
      id: clientSubmissionId(raw) ?? randomUUID(),
      form,
      submittedAt: this.now(),
      fieldsJson: JSON.stringify(fields),
    });
    // A repeated submission id is the same submission sent again, perhaps at the same moment through another
    // instance: the primary key keeps the first, and the repeat is answered as accepted like it. A repeat
    // found stored already is not mailed about again.
    const enrollment =
      form === FormName.enrollment ? { id: submission.id, submittedAt: submission.submittedAt, fields } : undefined;
    const placements = await this.db.write(async (manager) => {
      const repeat = await manager.existsBy(FormSubmission, { id: submission.id });
      // Refused before anything is stored; a repeat was accepted once and is answered as it was then.
      if (enrollment && !repeat) {
        const refusals = await this.enrollments.refusals(manager, enrollment);
        if (Object.keys(refusals).length > 0) throw new InvalidSubmission(refusals);
      }
      await manager.createQueryBuilder().insert().into(FormSubmission).values(submission).orIgnore().execute();
      listsChanged(manager, 'submissions');
      if (repeat) return enrollment && this.enrollments.storedPlacements(manager, enrollment);
      const placed = enrollment && (await this.enrollments.enrollSubmission(manager, enrollment));
      const { classes, laterTerms } = this.ofCatalog();
      const context = { mail: this.mail, classes, laterTerms, labels: this.fieldLabels, placements: placed };
      await queueMail(manager, await submissionMail(manager, form, fields, context));
      return placed;
    });
    return { outcome: 'stored', placements };
  }

  /** Newest first; every form when none is named. */
  list(ctx: RequestContext, form?: FormName): Promise<FormSubmission[]> {
    requireAdmin(ctx);
    return this.db.manager.find(FormSubmission, {
      where: form ? { form } : {},
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
  }

  /** One form's submissions as CSV; `slug` is the URL name (`class-request`). */
  async exportCsv(ctx: RequestContext, slug: unknown): Promise<{ fileName: string; text: string }> {
    requireAdmin(ctx);
    const form = formFromSlug(slug);
    if (!form) throw new AppError('BAD_USER_INPUT', formMessages.formParameter, 'form');
    const rows = await this.list(ctx, form);
    return {
      fileName: `${formSlug(form)}-submissions.csv`,
      text: submissionsCsv(rows, fieldOrder(form, this.classKeys), (name) => this.fieldLabels.csvHeading(name)),
    };
  }
}
