/**
 * A content load that failed: the page's failure message, what went wrong, and
 * a Retry button that reloads the whole page.
 */
export function LoadError({ message, error }: { message: string; error?: Error }) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__message">{message}</p>
      {error && <p className="load-error__detail">{error.message}</p>}
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}
