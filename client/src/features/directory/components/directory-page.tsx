import { DirectoryListingSettings } from './directory-listing-settings';
import { MemberDirectory } from './member-directory';

/** The Directory area's content: the directory, then the member's own household's listing when they guard one. */
export function DirectoryPage({ parent }: { parent: boolean }) {
  return (
    <>
      <MemberDirectory />
      <DirectoryListingSettings parent={parent} />
    </>
  );
}
