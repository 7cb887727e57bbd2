type LoadErrorProps = {
  message: string;
  /** Shown under the message when the page is better served by what went wrong. */
  error?: Error;
  /** Tries the load again in place (a members list refetches), offered as Try again; without it, Retry reloads
   * the whole page. */
  onRetry?: () => void;
};

/**
 * A content load that failed: the failure message, what went wrong, and a button to try again (the whole page
 * is reloaded unless the caller can retry in place).
 */
export function LoadError({ message, error, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__message">{message}</p>
      {error && <p className="load-error__detail">{error.message}</p>}
      <button type="button" className="button button--primary" onClick={onRetry ?? (() => window.location.reload())}>
        {onRetry ? 'Try again' : 'Retry'}
      </button>
    </div>
  );
}
