import { ChoiceFilter, ListFilters, SearchFilter } from '../../../components/list-filters';
import type { Role } from '../../../graphql/graphql';
import { visibilityFilterFor } from '../../../lib/visibility';
import { categoryFilterChoices, linkSortChoices, type LinkListParams } from '../link-list-params';

type LinkFiltersProps = {
  role: Role;
  params: LinkListParams;
  onChange: (changes: Partial<LinkListParams>) => void;
};

/** The link list's order, audience, category and search. */
export function LinkFilters({ role, params, onChange }: LinkFiltersProps) {
  const audiences = visibilityFilterFor(role);
  return (
    <ListFilters label="Find links">
      <ChoiceFilter
        label="Sort by"
        choices={linkSortChoices}
        value={params.sort ?? linkSortChoices[0].value}
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
      <ChoiceFilter
        label="Show category"
        choices={categoryFilterChoices}
        value={params.category ?? 'all'}
        onChange={(category) => onChange({ category })}
      />
      <SearchFilter
        label="Search links"
        hint="Part of the title or description"
        value={params.q}
        onSearch={(q) => onChange({ q })}
      />
    </ListFilters>
  );
}
