import type { PlacementStatusName } from './enrollment-office';
import { householdGrades } from './households';

// Besides the spec's three visibilities, a teacher or an administrator may share a file or link with one class's
// families or one grade's. The share forms, the server's checks and its lists read these rules and words.

/** One class's families, or one grade's: where a file or link goes instead of a visibility. */
export type ClassAudience = { classKey: string; grade?: undefined } | { grade: number; classKey?: undefined };

/**
 * An audience written as one text, "class:reading_1st" or "grade:3": how the server stores it beside the item and
 * how the share forms' one "Who can see it" choice tells it from a visibility.
 */
export function audienceTag(audience: ClassAudience): string {
  return audience.classKey !== undefined ? `class:${audience.classKey}` : `grade:${audience.grade}`;
}

/** The audience a tag names, or null for anything else (a visibility, a mistyped tag). */
export function readAudienceTag(tag: string): ClassAudience | null {
  const [kind, value, ...rest] = tag.split(':');
  if (rest.length > 0 || !value) return null;
  if (kind === 'class') return { classKey: value };
  if (kind === 'grade' && (householdGrades as readonly string[]).includes(value)) return { grade: Number(value) };
  return null;
}

/** The grades a material can be shared with: the grades a household student can be in. */
export const audienceGrades: readonly number[] = householdGrades.map(Number);

/**
 * The placements that make a family part of a class for its materials: a seat held or confirmed. A child still on
 * the waitlist is not in the class yet, and a declined or withdrawn one no longer is.
 */
export const materialPlacementStatuses = ['held', 'confirmed'] as const satisfies readonly PlacementStatusName[];

/** How lists name an audience: "Families in Reading (Grade 1)", "Grade 3 families". */
export function classAudienceLabel(classTitle: string): string {
  return `Families in ${classTitle}`;
}

export function gradeAudienceLabel(grade: number): string {
  return `${gradeTitle(grade)} families`;
}

/** A grade's heading in My family: "Grade 3". */
export function gradeTitle(grade: number): string {
  return `Grade ${grade}`;
}

export const classMaterialMessages = {
  classInvalid: 'Please choose a class from the catalog',
  gradeInvalid: 'Please choose a grade from 1 to 12',
  oneAudience: 'Share with one class or one grade, not both',
  audienceWithVisibility: 'A file or link shared with a class or grade has no other visibility',
  notYourClass: 'Teachers share only with the classes they teach and those classes’ grades',
  familyLoading: 'Loading class materials…',
  familyLoadFailed: 'Failed to load class materials',
  familyNone:
    'Materials shared with your children’s classes appear here once a child holds or is confirmed in a class.',
  classEmpty: 'Nothing has been shared with this class yet.',
  gradeEmpty: 'Nothing has been shared with this grade yet.',
} as const;
