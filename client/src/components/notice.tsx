import './notice.css';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * Live regions for a panel's outcome messages. Both are always in the page, so that screen
 * readers announce a message as soon as it appears: a polite status, or an assertive alert.
 */
export function NoticeRegion({ notice }: { notice: Notice }) {
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
