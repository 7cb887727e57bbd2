import { ChoiceFilter, ListFilters, SearchFilter } from '../../../components/list-filters';
import type { Role } from '../../../graphql/graphql';
import { visibilityChoices } from '../../../lib/visibility';
import { fileSortChoices, visibilityFilterChoices, type FileListParams } from '../file-list-params';

type FileFiltersProps = {
  role: Role;
  params: FileListParams;
  onChange: (changes: Partial<FileListParams>) => void;
};

/** The file list's order, audience and name search. */
export function FileFilters({ role, params, onChange }: FileFiltersProps) {
  const audiences = visibilityChoices(role);
  // An audience menu with a single audience in it would filter nothing.
  const audienceChoices = visibilityFilterChoices.filter(
    (choice) => choice.value === 'all' || audiences.includes(choice.value),
  );
  return (
    <ListFilters label="Find files">
      <ChoiceFilter
        label="Sort by"
        choices={fileSortChoices}
        value={params.sort ?? fileSortChoices[0].value}
        onChange={(sort) => onChange({ sort })}
      />
      {audiences.length > 1 && (
        <ChoiceFilter
          label="Visible to"
          choices={audienceChoices}
          value={params.visibility ?? 'all'}
          onChange={(visibility) => onChange({ visibility })}
        />
      )}
      <SearchFilter
        label="Search files"
        hint="Part of the file name"
        value={params.q}
        onSearch={(q) => onChange({ q })}
      />
    </ListFilters>
  );
}
