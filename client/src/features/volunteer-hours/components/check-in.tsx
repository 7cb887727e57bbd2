import { useEffect, useState } from 'react';
import { volunteerChecksPath, volunteerHoursTexts as texts, type CheckDirection } from '@coop/contract';
import '../../../components/button-variants.css';
import '../../../components/form-field.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { VolunteerCheckinFieldsFragment } from '../../../graphql/graphql';
import type { SessionUser } from '../../../lib/auth-storage';
import { swMessageTypes } from '../../../pwa/pwa-messages';
import { recordCheck, type PendingCheck } from '../api/record-check';
import { useVolunteerCheckins } from '../api/volunteer-hours';
import { checkedText, dutyText, volunteerHoursUiMessages as messages } from '../volunteer-hours-ui-messages';
import '../volunteer-hours.css';

type Row = VolunteerCheckinFieldsFragment;

// What waits in the service worker's queue, remembered here too, so a reload while offline still says so.
const pendingKey = 'volunteer-checks-pending';

function loadPending(): PendingCheck[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(pendingKey) ?? '[]');
    return Array.isArray(saved) ? (saved as PendingCheck[]) : [];
  } catch {
    return [];
  }
}

/** A check has arrived once the list shows it. */
const arrived = (check: PendingCheck, rows: readonly Row[]) => {
  const row = rows.find((each) => each.signupId === check.signupId);
  return !!row && (check.direction === 'in' ? row.checkedInAt !== null : row.checkedOutAt !== null);
};

/**
 * Check in (a parent: the household's duties today and on its next co-op day; an administrator: everyone's of
 * the day at the door, searchable). Big buttons for a phone; with no signal the check waits on the phone, in the
 * service worker's queue, and goes out once back online.
 */
export function CheckIn({ viewer }: { viewer: SessionUser }) {
  const office = viewer.role === 'admin';
  const [date, setDate] = useState('');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<PendingCheck[]>(loadPending);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const query = useVolunteerCheckins(office && date ? date : null);
  const rows = query.data?.volunteerCheckins.signups;
  const { refetch } = query;

  useEffect(() => localStorage.setItem(pendingKey, JSON.stringify(pending)), [pending]);

  // The service worker tells every page when it has sent a saved post: read the list again to see it arrived.
  useEffect(() => {
    const onWorkerMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; path?: string } | null;
      if (data?.type === swMessageTypes.formSent && data.path === volunteerChecksPath) void refetch();
    };
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  }, [refetch]);

  useEffect(() => {
    if (!rows) return;
    setPending((current) => {
      const left = current.filter((check) => !arrived(check, rows));
      if (left.length === current.length) return current;
      setNotice({ kind: 'success', text: messages.sentNow });
      return left;
    });
  }, [rows]);

  async function press(row: Row, direction: CheckDirection) {
    const check = { id: crypto.randomUUID(), signupId: row.signupId, direction };
    setBusy(row.signupId);
    setNotice(null);
    try {
      if ((await recordCheck(check)) === 'queued') {
        setPending((current) => [...current, check]);
        setNotice({ kind: 'success', text: texts.savedOnPhone });
      } else {
        await refetch();
        setNotice({ kind: 'success', text: messages.checked(direction, row.volunteerName) });
      }
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : messages.checkFailed });
    } finally {
      setBusy(null);
    }
  }

  const needle = search.trim().toLowerCase();
  const shown = (rows ?? []).filter(
    (row) => !needle || `${row.volunteerName} ${row.householdName} ${row.roleName}`.toLowerCase().includes(needle),
  );
  const waiting = (row: Row, direction: CheckDirection) =>
    pending.some((check) => check.signupId === row.signupId && check.direction === direction);

  return (
    <section className="member-panel volunteer-checkin" aria-labelledby="checkin-heading">
      <h2 id="checkin-heading">Check in</h2>
      <p>{office ? messages.officeIntro : messages.familyIntro}</p>
      <NoticeRegion notice={notice} />
      {pending.length > 0 && <p className="volunteer-checkin__waiting">{messages.waiting(pending.length)}</p>}
      {office && (
        <div className="volunteer-checkin__filters">
          <div className="field">
            <label htmlFor="checkin-date">Day</label>
            <input
              id="checkin-date"
              type="date"
              className="field__control"
              value={date || query.data?.volunteerCheckins.today || ''}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="checkin-search">Find a volunteer, household or duty</label>
            <input
              id="checkin-search"
              type="search"
              className="field__control"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
      )}
      {!rows ? (
        <LoadingOrFailed query={query} loadingText={messages.loading} failedText={messages.loadFailed} />
      ) : shown.length === 0 ? (
        <p>{office ? (needle ? messages.noMatch : texts.noSignupsAtDoor) : texts.noSignupsToday}</p>
      ) : (
        <ul className="volunteer-checkin__list">
          {shown.map((row) => {
            const inWaiting = waiting(row, 'in');
            const outWaiting = waiting(row, 'out');
            const checkedIn = row.checkedInAt !== null || inWaiting;
            const checkedOut = row.checkedOutAt !== null || outWaiting;
            const headingId = `checkin-${row.signupId}`;
            return (
              <li key={row.signupId} className="volunteer-checkin__item" aria-labelledby={headingId}>
                <h3 id={headingId}>
                  {row.volunteerName}
                  {office && <span className="volunteer-checkin__household"> ({row.householdName})</span>}
                </h3>
                <p>{dutyText(row)}</p>
                <p>
                  {checkedText(row)}
                  {(inWaiting || outWaiting) && <strong> {messages.waitingOne}</strong>}
                </p>
                {!checkedOut && (
                  <button
                    type="button"
                    className="button button--primary volunteer-checkin__button"
                    aria-disabled={busy === row.signupId}
                    aria-describedby={headingId}
                    onClick={() => busy !== row.signupId && void press(row, checkedIn ? 'out' : 'in')}
                  >
                    {checkedIn ? 'Check out' : 'Check in'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
