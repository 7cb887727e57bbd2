import type { LinkCategory } from '../../graphql/graphql';

// Menu order, with General, the default, first. A Record, so that a category added to the
// schema fails the type check here until it is placed.
const categoryOrder: Record<LinkCategory, true> = {
  General: true,
  Resources: true,
  Curriculum: true,
  Activities: true,
  Announcements: true,
};

export const linkCategories = Object.keys(categoryOrder) as LinkCategory[];
