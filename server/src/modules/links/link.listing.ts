import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';
import { connectionType } from '../../http/pages';
import { MaterialAudience, Visibility } from '../sharing';
import type { SharedLink } from './link.entity';
import { LinkCategory } from './link.rules';
import { LinkText } from './link.types';

/** What members see of a shared link, on both channels: plain data, built from raw rows. */
// Plain fields need no per-field wrapper; graphql-js reads them directly.
@ObjectType('SharedLink', { simpleResolvers: true })
export class LinkListing extends LinkText {
  @Field(() => ID)
  id: string;

  @Field(() => LinkCategory)
  category: LinkCategory;

  @Field(() => Visibility)
  visibility: Visibility;

  @Field(() => MaterialAudience, {
    nullable: true,
    description: 'The class or grade it was shared with, instead of its visibility; null when shared by visibility',
  })
  audience: MaterialAudience | null;

  /** ISO 8601, UTC. */
  @Field(() => DateTimeIso)
  sharedAt: string;

  @Field({ description: 'The name of the member who shared it' })
  sharedBy: string;
}

export function linkListing(link: SharedLink, sharedBy: string, audience: MaterialAudience | null): LinkListing {
  const { id, title, url, description, category, visibility } = link;
  const sharedAt = link.sharedAt.toISOString();
  return { id, title, url, description, category, visibility, audience, sharedAt, sharedBy };
}

/**
 * The REST shim's shape of a link: sharedBy and sharedAt, dates as ISO strings. `audience` only on a link shared
 * with a class or grade, so a link shared by visibility answers exactly as before.
 */
export function toLinkJson(link: LinkListing) {
  return {
    id: link.id,
    title: link.title,
    url: link.url,
    description: link.description,
    category: link.category,
    visibility: link.visibility,
    sharedBy: link.sharedBy,
    sharedAt: link.sharedAt,
    ...(link.audience && { audience: link.audience }),
  };
}

/** The orders a page of links can be read in; ties are broken by id, in the same direction. */
export enum LinkSort {
  DATE_DESC = 'DATE_DESC',
  DATE_ASC = 'DATE_ASC',
  TITLE_ASC = 'TITLE_ASC',
  TITLE_DESC = 'TITLE_DESC',
}

registerEnumType(LinkSort, { name: 'LinkSort' });

export const LinkConnection = connectionType('Link', LinkListing);
