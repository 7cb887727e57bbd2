import { apolloErrorMessage } from '../lib/apollo-error-message';
import { LoadError } from './load-error';
import { LoadingStatus } from './loading-status';

type LoadingOrFailedProps = {
  /** The query that has no data yet: still loading, or failed and able to ask again. */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  loadingText: string;
  /** Shown when the server sent no message of its own, whether it refused or could not be reached. */
  failedText: string;
};

/** What stands in for a query's data until it comes: a loading status, or the failure with Try again. */
export function LoadingOrFailed({ query, loadingText, failedText }: LoadingOrFailedProps) {
  if (query.loading) return <LoadingStatus>{loadingText}</LoadingStatus>;
  return (
    <LoadError
      message={apolloErrorMessage(query.error, { refused: failedText, unreachable: failedText })}
      onRetry={() => void query.refetch()}
    />
  );
}
