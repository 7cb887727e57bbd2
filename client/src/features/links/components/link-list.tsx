import { useRef } from 'react';
import '../../../components/button-variants.css';
import { ChoiceFilter } from '../../../components/list-filters';
import type { Notice } from '../../../components/notice';
import { PagedList } from '../../../components/paged-list';
import { SharedItemFilters } from '../../../components/shared-item-filters';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { Role, SharedLinkFieldsFragment as SharedLink } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListParams } from '../../../lib/list-params';
import { safeUrl } from '../../../lib/safe-url';
import { visibilityLabels } from '../../../lib/visibility';
import { useDeleteLink } from '../api/delete-link';
import { useLinkConnection } from '../api/link-connection';
import { categoryFilterChoices, linkListChoices, linkSortChoices } from '../link-list-params';
import { linkUiMessages } from '../link-ui-messages';

type LinkListProps = {
  canDelete: boolean;
  role: Role;
  onNotice: (notice: Notice) => void;
};

export function LinkList({ canDelete, role, onNotice }: LinkListProps) {
  const [params, changeParams] = useListParams(linkListChoices);
  const list = useLinkConnection(params);
  const { nodes: links, error, loading } = list;
  const [deleteLink, { loading: deleting }] = useDeleteLink();
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLUListElement>(heading);
  const { ask, dialog } = useConfirmedDelete<SharedLink>({
    noun: 'link',
    nameOf: (link) => link.title,
    remove: (link) => deleteLink({ variables: { id: link.id } }),
    busy: deleting,
    deletedText: (link) => `Deleted "${link.title}".`,
    failures: { refused: linkUiMessages.deleteFailed, unreachable: linkUiMessages.deleteFailed },
    onNotice,
    settle,
  });

  if (loading) return <p role="status">{linkUiMessages.loading}</p>;
  if (error) console.error('Could not load the shared links', error);
  const filtered = Boolean(params.visibility || params.category || params.q);

  return (
    <>
      <h3 id="links-heading" ref={heading} tabIndex={-1}>
        Shared links
      </h3>
      <SharedItemFilters
        noun="links"
        role={role}
        sortChoices={linkSortChoices}
        searchHint="Part of the title or description"
        params={params}
        onChange={changeParams}
      >
        <ChoiceFilter
          label="Show category"
          choices={categoryFilterChoices}
          value={params.category ?? 'all'}
          onChange={(category) => changeParams({ category })}
        />
      </SharedItemFilters>
      <PagedList
        list={list}
        noun={{ one: 'link', many: 'links' }}
        empty={filtered ? 'No links match your search.' : 'No links have been shared yet.'}
        failures={{ refused: linkUiMessages.loadFailed, unreachable: linkUiMessages.loadFailed }}
      >
        <ul className="link-cards" aria-labelledby="links-heading" {...listProps}>
          {links.map((link) => {
            // The server only stores http(s) addresses; checked again before it becomes a link.
            const href = safeUrl(link.url);
            return (
              <li key={link.id} className="link-card">
                <h4 className="link-card__title">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {link.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    link.title
                  )}
                </h4>
                <p className="link-card__url">{link.url}</p>
                <p className="link-card__description">{link.description}</p>
                <dl className="link-card__facts">
                  <div>
                    <dt>Category:</dt>
                    <dd>{link.category}</dd>
                  </div>
                  <div>
                    <dt>Visible to:</dt>
                    <dd>{link.audience?.label ?? visibilityLabels[link.visibility]}</dd>
                  </div>
                  <div>
                    <dt>Shared by:</dt>
                    <dd>{link.sharedBy}</dd>
                  </div>
                  <div>
                    <dt>Shared:</dt>
                    <dd>{formatDateTime(link.sharedAt)}</dd>
                  </div>
                </dl>
                {canDelete && (
                  <button
                    type="button"
                    className="button button--danger button--small"
                    aria-label={`Delete link ${link.title}`}
                    onClick={() => ask(link)}
                  >
                    Delete
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </PagedList>
      {dialog}
    </>
  );
}
