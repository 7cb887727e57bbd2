import { audienceTag, gradeTitle } from '@coop/contract';
import { requireUser } from '../../auth/guards';
import type { RequestContext } from '../accounts';
import type { FileListing, FileService } from '../files';
import type { HouseholdsService } from '../households';
import type { LinkListing, LinkService } from '../links';
import type { ClassAudienceRules, MaterialClass } from './class-audience-rules';

/** One class's or one grade's materials as a family sees them. */
export interface ClassMaterialsView {
  classKey: string | null;
  grade: number | null;
  /** "Reading (Grade 1)", "Grade 3". */
  title: string;
  files: FileListing[];
  links: LinkListing[];
}

/** The classes and grades a sharer may choose besides the visibilities. */
export interface ShareAudiencesView {
  classes: MaterialClass[];
  grades: number[];
}

/**
 * What a family finds with its children's classes, and what a sharer may choose. The files and links themselves,
 * their rows and downloads, stay the files and links modules'; this module knows who belongs where.
 */
export class ClassMaterialsService {
  constructor(
    private readonly rules: ClassAudienceRules,
    private readonly households: Pick<HouseholdsService, 'studentsOfGuardian'>,
    private readonly files: Pick<FileService, 'ofAudiences'>,
    private readonly links: Pick<LinkService, 'ofAudiences'>,
  ) {}

  /**
   * Each class a child of the caller's household holds or is confirmed in, then each of the children's grades, with
   * what was shared with it, newest first; a class or grade with nothing shared is listed too. My family's own
   * rules first: a teacher is refused, an unconfirmed address is told to confirm, and a parent whose address
   * earlier forms came with becomes their household's guardian.
   */
  async familyMaterials(ctx: RequestContext): Promise<ClassMaterialsView[]> {
    await this.households.studentsOfGuardian(ctx);
    const { classes, grades } = await this.rules.familyOf(requireUser(ctx).id);
    const audiences = [
      ...classes.map((item) => ({ classKey: item.key, grade: null, title: item.title })),
      ...grades.map((grade) => ({ classKey: null, grade, title: gradeTitle(grade) })),
    ];
    const tags = audiences.map(({ classKey, grade }) =>
      audienceTag(classKey !== null ? { classKey } : { grade: grade! }),
    );
    const [files, links] = await Promise.all([this.files.ofAudiences(tags), this.links.ofAudiences(tags)]);
    return audiences.map((audience) => {
      const shared = (item: FileListing | LinkListing) =>
        item.audience?.classKey === audience.classKey && item.audience?.grade === audience.grade;
      return { ...audience, files: files.filter(shared), links: links.filter(shared) };
    });
  }

  /** Teachers and administrators: the classes and grades their share forms offer. */
  async shareAudiences(ctx: RequestContext): Promise<ShareAudiencesView> {
    const sharer = requireUser(ctx, { roles: ['teacher', 'admin'] });
    return this.rules.choices(sharer);
  }
}
