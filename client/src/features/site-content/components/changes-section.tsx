import { Link } from 'react-router-dom';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { formatDateTime } from '../../../lib/format-date-time';
import { useContentChanges } from '../api/content-changes';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';
import { siteSectionHref } from '../site-sections';
import { ShowMore } from './show-more';

/** Every change to the site's content, newest first: who changed which document, when, and what. */
export function ChangesSection() {
  const changes = useContentChanges();
  const connection = changes.data?.contentChanges;
  return (
    <section aria-labelledby="changes-section-heading">
      <h3 id="changes-section-heading">Changes</h3>
      {!connection ? (
        <LoadingOrFailed query={changes} loadingText={messages.changesLoading} failedText={messages.changesFailed} />
      ) : connection.edges.length === 0 ? (
        <p>{messages.changesEmpty}</p>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Changes">
            <table className="member-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Document</th>
                  <th scope="col">What</th>
                </tr>
              </thead>
              <tbody>
                {connection.edges.map(({ node }) => (
                  <tr key={node.revision}>
                    <td className="member-table__nowrap">{formatDateTime(node.createdAt)}</td>
                    <td>{node.authorName}</td>
                    <td>
                      <Link to={siteSectionHref('history', { key: node.key })}>{node.key}</Link>
                    </td>
                    <td>{node.summary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ShowMore connection={connection} fetchMore={changes.fetchMore} noun="changes" />
        </>
      )}
    </section>
  );
}
