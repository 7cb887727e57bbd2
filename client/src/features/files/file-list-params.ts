import type { FileSort } from '../../graphql/graphql';
import type { Choice } from '../../components/list-filters';
import type { ListParams } from '../../lib/list-params';
import { visibilityFilterChoices } from '../../lib/visibility';

/** The file list's orders, the server's default (newest first) first. */
export const fileSortChoices: ReadonlyArray<Choice<FileSort>> = [
  { value: 'DATE_DESC', label: 'Newest first' },
  { value: 'DATE_ASC', label: 'Oldest first' },
  { value: 'NAME_ASC', label: 'Name A–Z' },
  { value: 'NAME_DESC', label: 'Name Z–A' },
  { value: 'SIZE_DESC', label: 'Largest first' },
  { value: 'SIZE_ASC', label: 'Smallest first' },
];

/** The address parameters of the file list, with the values each may take. */
export const fileListChoices = {
  sort: fileSortChoices.map((choice) => choice.value),
  visibility: visibilityFilterChoices.map((choice) => choice.value),
};

export type FileListParams = ListParams<typeof fileListChoices>;

/** The query's arguments for what the address asks. */
export function fileListVariables({ sort, visibility, q }: FileListParams) {
  return {
    sort,
    visibility: visibility === 'all' ? undefined : visibility,
    search: q || undefined,
  };
}
