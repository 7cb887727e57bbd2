import { directoryMessages } from '@coop/contract';
import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';

const DirectoryPage = lazy(async () => ({
  default: (await import('../features/directory/components/directory-page')).DirectoryPage,
}));

/** The member directory, for every approved member; a guardian chooses their household's listing there too. */
export function DirectoryAreaRoute() {
  return (
    <MemberAreaPage
      area="directory"
      description="The co-op's households that chose to be listed, and your household's listing."
      panels={{
        loading: directoryMessages.loading,
        render: (viewer) => <DirectoryPage parent={viewer.role === 'parent'} />,
      }}
    />
  );
}
