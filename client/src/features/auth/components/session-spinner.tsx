import './auth.css';

export function SessionSpinner() {
  return (
    <div className="session-spinner" role="status">
      <span className="session-spinner__wheel" aria-hidden="true" />
      Checking your session…
    </div>
  );
}
