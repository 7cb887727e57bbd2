import { registerEnumType } from 'type-graphql';
import { AppError } from '../../errors';
import { linkLimits, linkMessages } from '@coop/contract';

export enum LinkCategory {
  General = 'General',
  Resources = 'Resources',
  Curriculum = 'Curriculum',
  Activities = 'Activities',
  Announcements = 'Announcements',
}

registerEnumType(LinkCategory, { name: 'LinkCategory' });

export const linkCategories = Object.values(LinkCategory);

export interface LinkDetails {
  title: string;
  url: string;
  description: string;
  category: LinkCategory;
}

function field(value: unknown, name: string, required: string, max: number, tooLong: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new AppError('BAD_USER_INPUT', required, name);
  if (text.length > max) throw new AppError('BAD_USER_INPUT', tooLong, name);
  return text;
}

/** Only web addresses: `javascript:`, `data:` and the like never reach a member's browser as a link. */
export function parseLinkUrl(value: unknown): string {
  const text = field(value, 'url', linkMessages.urlRequired, linkLimits.url, linkMessages.urlTooLong);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('BAD_USER_INPUT', linkMessages.urlInvalid, 'url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new AppError('BAD_USER_INPUT', linkMessages.urlInvalid, 'url');
  }
  return text;
}

/** Values trimmed; category General when not given. */
export function parseLink(raw: {
  title?: unknown;
  url?: unknown;
  description?: unknown;
  category?: unknown;
}): LinkDetails {
  const title = field(raw.title, 'title', linkMessages.titleRequired, linkLimits.title, linkMessages.titleTooLong);
  const url = parseLinkUrl(raw.url);
  const description = field(
    raw.description,
    'description',
    linkMessages.descriptionRequired,
    linkLimits.description,
    linkMessages.descriptionTooLong,
  );
  const category =
    raw.category === undefined || raw.category === null || raw.category === '' ? LinkCategory.General : raw.category;
  if (typeof category !== 'string' || !(linkCategories as string[]).includes(category)) {
    throw new AppError('BAD_USER_INPUT', linkMessages.categoryInvalid, 'category');
  }
  return { title, url, description, category: category as LinkCategory };
}
