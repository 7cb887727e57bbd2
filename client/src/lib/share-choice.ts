import { audienceTag, classAudienceLabel, gradeAudienceLabel, readAudienceTag } from '@coop/contract';
import type { ShareAudiencesQuery, Visibility } from '../graphql/graphql';

/** The classes and grades a sharer may choose besides the visibilities, as the server offers them. */
export type ShareAudienceOptions = ShareAudiencesQuery['shareAudiences'];

/**
 * What a share form's "Who can see it" holds: a visibility, or a class's or grade's tag ("class:reading_1st",
 * "grade:3"), so one choice covers both.
 */
export type ShareChoice = string;

/** The share mutations' fields for a choice: the visibility, or a class or grade instead of it. */
export function shareFields(choice: ShareChoice): { visibility: Visibility; classKey?: string; grade?: number } {
  const audience = readAudienceTag(choice);
  if (!audience) return { visibility: choice as Visibility };
  return audience.classKey !== undefined
    ? { visibility: 'everyone', classKey: audience.classKey }
    : { visibility: 'everyone', grade: audience.grade };
}

/** The class and grade choices, each with the words lists use for it. */
export function audienceChoices(options: ShareAudienceOptions | undefined) {
  return {
    classes: (options?.classes ?? []).map((item) => ({
      value: audienceTag({ classKey: item.key }),
      label: classAudienceLabel(item.title),
    })),
    grades: (options?.grades ?? []).map((grade) => ({
      value: audienceTag({ grade }),
      label: gradeAudienceLabel(grade),
    })),
  };
}
