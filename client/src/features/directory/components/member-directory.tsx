import { directoryMessages } from '@coop/contract';
import { useState } from 'react';
import { ListFilters, SearchFilter } from '../../../components/list-filters';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import type { DirectoryQuery } from '../../../graphql/graphql';
import { telHref } from '../../../lib/tel-href';
import { useDirectory } from '../api/directory';
import '../directory.css';

type Household = DirectoryQuery['directory'][number];

/** How a household is headed: the name it shows, else its guardians' names. */
function headingOf(household: Household): string {
  const names = household.guardians.flatMap((guardian) => (guardian.name ? [guardian.name] : []));
  return household.name ?? (names.length > 0 ? names.join(' and ') : directoryMessages.unnamed);
}

/** The Directory: the households that chose to be listed, each with only what it chose to show. */
export function MemberDirectory() {
  const [search, setSearch] = useState('');
  const query = useDirectory(search);
  const households = query.data?.directory;

  let body;
  if (!households) {
    body = (
      <LoadingOrFailed
        query={query}
        loadingText={directoryMessages.loading}
        failedText={directoryMessages.loadFailed}
      />
    );
  } else if (households.length === 0) {
    body = <p role="status">{search ? directoryMessages.noMatch(search) : directoryMessages.empty}</p>;
  } else {
    body = (
      <ul className="directory-list" aria-label="Listed households">
        {households.map((household) => (
          <DirectoryEntry key={household.id} household={household} />
        ))}
      </ul>
    );
  }

  return (
    <section className="member-panel" aria-labelledby="directory-heading">
      <h2 id="directory-heading">Directory</h2>
      <p>The co-op’s households that chose to be listed, each with only what it chose to show.</p>
      <ListFilters label="Search the directory">
        <SearchFilter
          label="Search by name"
          hint="A household’s, a guardian’s or a child’s name, as the directory shows them."
          value={search}
          onSearch={(text) => setSearch(text.trim())}
        />
      </ListFilters>
      {body}
    </section>
  );
}

function DirectoryEntry({ household }: { household: Household }) {
  const guardians = household.guardians;
  return (
    <li className="directory-entry">
      <h3>{headingOf(household)}</h3>
      <dl className="directory-entry__fields">
        {guardians.length > 0 && (
          <div>
            <dt>{guardians.length === 1 ? 'Guardian' : 'Guardians'}</dt>
            {guardians.map((guardian, index) => (
              <dd key={index}>
                {guardian.name}
                {guardian.name && guardian.email && ', '}
                {guardian.email && <a href={`mailto:${guardian.email}`}>{guardian.email}</a>}
              </dd>
            ))}
          </div>
        )}
        {household.children.length > 0 && (
          <div>
            <dt>Children</dt>
            {household.children.map((child, index) => (
              <dd key={index}>
                {child.firstName}
                {child.grade && `, grade ${child.grade}`}
              </dd>
            ))}
          </div>
        )}
        {household.phone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(household.phone)}>{household.phone}</a>
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
