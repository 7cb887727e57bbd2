import { placementStatusLabels } from '@coop/contract';
import type { PlacementEventFieldsFragment } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format-date-time';

type PlacementHistoryProps = {
  history: PlacementEventFieldsFragment[];
  /** Who and where, for a screen reader moving from one "History" to the next: "Ana Diaz in Reading". */
  about: string;
};

/** A placement's moves, oldest first, folded away until asked for. */
export function PlacementHistory({ history, about }: PlacementHistoryProps) {
  if (history.length === 0) return null;
  return (
    <details className="placement-history">
      <summary>
        History<span className="visually-hidden"> of {about}</span>
      </summary>
      <ol className="placement-history__events">
        {history.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>:{' '}
            {event.from && <>{placementStatusLabels[event.from]} → </>}
            {placementStatusLabels[event.to]}, by {event.by}
            {event.reason && <> ({event.reason})</>}
          </li>
        ))}
      </ol>
    </details>
  );
}
