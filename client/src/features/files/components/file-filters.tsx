import { ChoiceFilter, ListFilters, SearchFilter } from '../../../components/list-filters';
import type { Role } from '../../../graphql/graphql';
import { visibilityFilterFor } from '../../../lib/visibility';
import { fileSortChoices, type FileListParams } from '../file-list-params';

type FileFiltersProps = {
  role: Role;
  params: FileListParams;
  onChange: (changes: Partial<FileListParams>) => void;
};

/** The file list's order, audience and name search. */
export function FileFilters({ role, params, onChange }: FileFiltersProps) {
  const audiences = visibilityFilterFor(role);
  return (
    <ListFilters label="Find files">
      <ChoiceFilter
        label="Sort by"
        choices={fileSortChoices}
        value={params.sort ?? fileSortChoices[0].value}
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
      <SearchFilter
        label="Search files"
        hint="Part of the file name"
        value={params.q}
        onSearch={(q) => onChange({ q })}
      />
    </ListFilters>
  );
}
