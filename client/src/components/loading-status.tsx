/** A polite "Loading..." (or another text) while content is on its way. */
export function LoadingStatus({ children = 'Loading...' }: { children?: string }) {
  return (
    <p className="page-status" role="status">
      {children}
    </p>
  );
}
