/**
 * A content load that failed: the spec's message, what went wrong, and a Retry
 * button that reloads the page (SPEC §8 Content).
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
