import { Link } from 'react-router-dom';
import { siteSectionHref } from '../site-sections';

/** From an editor to the versions of the document it saves. */
export function HistoryLink({ documentKey }: { documentKey: string }) {
  return (
    <p>
      <Link to={siteSectionHref('history', { key: documentKey })}>Earlier versions of {documentKey}</Link>
    </p>
  );
}
