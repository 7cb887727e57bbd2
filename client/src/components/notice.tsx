import { useLayoutEffect } from 'react';
import './notice.css';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * Live regions for a panel's outcome messages. Both are always in the page, so that screen
 * readers announce a message as soon as it appears: a polite status, or an assertive alert.
 */
export function NoticeRegion({ notice }: { notice: Notice }) {
  // A message appearing above the control that caused it (a form's Save button, a row's action) pushes that
  // control down, out of sight on a phone: the focused control is brought back into view, not left hidden.
  // (Test documents without layout have no scrollIntoView.)
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (notice && active instanceof HTMLElement && active !== document.body)
      active.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  return (
    <div className="notice-region">
      <p role="status" className={notice?.kind === 'success' ? 'notice notice--success' : 'notice'}>
        {notice?.kind === 'success' ? notice.text : ''}
      </p>
      <p role="alert" className={notice?.kind === 'error' ? 'notice notice--error' : 'notice'}>
        {notice?.kind === 'error' ? notice.text : ''}
      </p>
    </div>
  );
}
