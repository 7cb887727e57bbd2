import { classMaterialMessages, readAudienceTag } from '@coop/contract';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Principal } from '../../auth/principal';
import { AppError } from '../../errors';
import { parseVisibility, Visibility } from './visibility';

/**
 * One class's or one grade's families, an audience beside the spec's visibilities. Who teaches a class, who is in
 * it and what the catalog holds are known above this module, so app.ts hands these rules in from there.
 */
export interface ClassAudiences {
  /**
   * Checks the class or grade a sharer asked for and answers its tag, or null when they named neither. Refuses an
   * unknown class or grade (BAD_USER_INPUT) and one the sharer may not share with (FORBIDDEN).
   */
  choose(sharer: Principal, raw: AudienceChoice): Promise<string | null>;
  /**
   * The tags of the audiences the account is part of: the classes a teacher teaches and their grades; the classes
   * and grades of a family's children. None for an administrator, who sees every such item already.
   */
  of(viewer: Principal): Promise<readonly string[]>;
  /** How lists name the audience of a tag. */
  label(tag: string): string;
}

/** A class key or a grade as it came in, on either channel. */
export interface AudienceChoice {
  classKey?: unknown;
  grade?: unknown;
}

/** How a file or link is stored: the spec's visibility, and the class or grade it went to, if any. */
export interface Placement {
  visibility: Visibility;
  audience: string | null;
}

/**
 * What a sharer chose: a visibility as before, or a class or grade. An item for a class or grade is stored as
 * admin_only, so that whatever reads only the visibility (the trash, a reader written before audiences) never
 * shows it wider than it is; the audience then adds its families and teachers.
 */
export async function placeShared(
  audiences: ClassAudiences,
  sharer: Principal,
  rawVisibility: unknown,
  choice: AudienceChoice,
): Promise<Placement> {
  const visibility = parseVisibility(rawVisibility, sharer.role);
  const audience = await audiences.choose(sharer, choice);
  if (audience === null) return { visibility, audience };
  if (visibility !== Visibility.everyone)
    throw new AppError('BAD_USER_INPUT', classMaterialMessages.audienceWithVisibility, 'visibility');
  return { visibility: Visibility.admin_only, audience };
}

/** What lists show of an item's class or grade. */
@ObjectType({ simpleResolvers: true, description: "The class's or grade's families a file or link was shared with" })
export class MaterialAudience {
  @Field(() => String, { nullable: true })
  classKey: string | null;

  @Field(() => Int, { nullable: true })
  grade: number | null;

  @Field({ description: 'How lists name it: "Families in Reading (Grade 1)", "Grade 3 families"' })
  label: string;
}

/** The listing's audience for a stored tag; null for an item shared with a visibility. */
export function audienceView(audiences: ClassAudiences, tag: string | null): MaterialAudience | null {
  if (tag === null) return null;
  const audience = readAudienceTag(tag);
  return { classKey: audience?.classKey ?? null, grade: audience?.grade ?? null, label: audiences.label(tag) };
}
