import type { Choice } from '../../components/list-filters';
import type { LinkCategory, LinkSort } from '../../graphql/graphql';
import type { ListParams } from '../../lib/list-params';
import { visibilityFilterChoices } from '../../lib/visibility';
import { linkCategories } from './link-categories';

/** The link list's orders, the server's default (newest first) first. */
export const linkSortChoices: ReadonlyArray<Choice<LinkSort>> = [
  { value: 'DATE_DESC', label: 'Newest first' },
  { value: 'DATE_ASC', label: 'Oldest first' },
  { value: 'TITLE_ASC', label: 'Title A–Z' },
  { value: 'TITLE_DESC', label: 'Title Z–A' },
];

/** "All", then each category in menu order. */
export const categoryFilterChoices: ReadonlyArray<Choice<LinkCategory | 'all'>> = [
  { value: 'all', label: 'All' },
  ...linkCategories.map((category) => ({ value: category, label: category })),
];

/** The address parameters of the link list, with the values each may take. */
export const linkListChoices = {
  sort: linkSortChoices.map((choice) => choice.value),
  visibility: visibilityFilterChoices.map((choice) => choice.value),
  category: categoryFilterChoices.map((choice) => choice.value),
};

export type LinkListParams = ListParams<typeof linkListChoices>;

/** The query's arguments for what the address asks. */
export function linkListVariables({ sort, visibility, category, q }: LinkListParams) {
  return {
    sort,
    visibility: visibility === 'all' ? undefined : visibility,
    category: category === 'all' ? undefined : category,
    search: q || undefined,
  };
}
