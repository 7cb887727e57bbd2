import type { ReactNode } from 'react';
import type { Role, Visibility } from '../graphql/graphql';
import { visibilityFilterFor } from '../lib/visibility';
import { ChoiceFilter, ListFilters, SearchFilter, type Choice } from './list-filters';

type SharedItemFiltersProps<Sort extends string> = {
  /** What the list holds ("files", "links"): names its search region and box. */
  noun: string;
  role: Role;
  sortChoices: ReadonlyArray<Choice<Sort>>;
  /** Where the search looks, under its box. */
  searchHint: string;
  params: { sort: Sort | undefined; visibility: Visibility | 'all' | undefined; q: string };
  onChange: (changes: { sort?: Sort; visibility?: Visibility | 'all'; q?: string }) => void;
  /** The list's own filters, between the audience and the search. */
  children?: ReactNode;
};

/**
 * A shared list's order, audience (for those who see more than one) and search. Files and links are shared
 * alike, so their lists are found alike; a list adds its own filters as children.
 */
export function SharedItemFilters<Sort extends string>({
  noun,
  role,
  sortChoices,
  searchHint,
  params,
  onChange,
  children,
}: SharedItemFiltersProps<Sort>) {
  const audiences = visibilityFilterFor(role);
  return (
    <ListFilters label={`Find ${noun}`}>
      <ChoiceFilter
        label="Sort by"
        choices={sortChoices}
        value={params.sort ?? sortChoices[0].value}
        onChange={(sort) => onChange({ sort })}
      />
      {audiences.length > 0 && (
        <ChoiceFilter
          label="Visible to"
          choices={audiences}
          value={params.visibility ?? 'all'}
          onChange={(visibility) => onChange({ visibility })}
        />
      )}
      {children}
      <SearchFilter label={`Search ${noun}`} hint={searchHint} value={params.q} onSearch={(q) => onChange({ q })} />
    </ListFilters>
  );
}
