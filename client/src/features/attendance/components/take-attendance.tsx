import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  attendanceMarksPath,
  attendanceStatuses,
  attendanceStatusLabels,
  attendanceTexts,
  clockText,
  dayText,
  memberAreas,
  wallClock,
  type AttendanceStatusName,
} from '@coop/contract';
import '../../../components/button-variants.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { catalog } from '../../../config/catalog';
import type { AttendanceChoicesQuery, AttendanceRosterQuery } from '../../../graphql/graphql';
import { swMessageTypes } from '../../../pwa/pwa-messages';
import { useAttendanceChoices } from '../api/attendance-choices';
import { useAttendanceRoster } from '../api/attendance-roster';
import { sendMarks } from '../api/send-marks';
import {
  keepChoices,
  keepRoster,
  keepWaiting,
  oldestSent,
  savedChoices,
  savedRoster,
  waitingMarks,
  waitingPosts,
} from '../device-marks';
import { meetingToOpen } from '../meeting-to-open';
import { attendanceUiMessages as messages, takeLoading } from '../attendance-ui-messages';
import '../attendance.css';

type Choices = AttendanceChoicesQuery['attendanceChoices'];
type Roster = AttendanceRosterQuery['attendanceRoster'];

const meetingText = (meeting: { date: string; start: string }) =>
  `${dayText(meeting.date)}, ${clockText(meeting.start)}`;

/** The tab's heading, then its content (loading, failed or shown). */
export function TakeAttendance() {
  return (
    <section className="attendance" aria-labelledby="attendance-take-heading">
      <h2 id="attendance-take-heading">{memberAreas.attendance.tabs.take.label}</h2>
      <TakeAttendanceBody />
    </section>
  );
}

/**
 * Take attendance: a class and one of its meetings (opening on today's, or the nearest), and its roster with three
 * large choices per child. Sent from a phone without signal, the marks wait on the device (the service worker's
 * queue) and the screen says so until they have gone.
 */
function TakeAttendanceBody() {
  const query = useAttendanceChoices();
  const [params, setParams] = useSearchParams();
  const [waiting, setWaiting] = useState(waitingPosts);
  const [notice, setNotice] = useState<Notice>(null);
  const [sentCount, setSentCount] = useState(0);
  const fresh = query.data?.attendanceChoices;
  useEffect(() => {
    if (fresh) keepChoices(fresh);
  }, [fresh]);

  // Each post the service worker sends from its queue is told here, oldest first.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; path?: string } | null;
      if (data?.type !== swMessageTypes.formSent || data.path !== attendanceMarksPath) return;
      oldestSent();
      setWaiting(waitingPosts());
      setSentCount((count) => count + 1);
      setNotice({ kind: 'success', text: attendanceTexts.sent });
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
  }, []);

  const choices = fresh ?? (query.error ? savedChoices<Choices>() : undefined);
  if (!choices) return <LoadingOrFailed query={query} loadingText={takeLoading} failedText={messages.loadFailed} />;
  if (choices.classes.length === 0) return <p>{messages.noClasses}</p>;

  const today = wallClock(new Date(), catalog().timeZone).day;
  const item =
    choices.classes.find((each) => each.classKey === (params.get('class') ?? choices.openClassKey)) ??
    choices.classes[0];
  const meetings = item.meetings.filter((meeting) => !meeting.cancelled);
  const asked = meetings.find((meeting) => meeting.date === params.get('date'));
  const opened =
    item.classKey === choices.openClassKey && !params.get('date')
      ? meetings.find((meeting) => meeting.date === choices.openDate)
      : undefined;
  const meeting = asked ?? opened ?? meetingToOpen(meetings, today);
  const choose = (classKey: string, date?: string) => {
    setNotice(null);
    setParams(date ? { class: classKey, date } : { class: classKey }, { replace: true });
  };
  const titleOf = (classKey: string) => choices.classes.find((each) => each.classKey === classKey)?.title ?? classKey;

  return (
    <div>
      <div className="attendance__pickers">
        <SelectField label={messages.classLabel} value={item.classKey} onChange={(classKey) => choose(classKey)}>
          {choices.classes.map((each) => (
            <option key={each.classKey} value={each.classKey}>
              {each.title}
            </option>
          ))}
        </SelectField>
        {meeting && (
          <SelectField
            label={messages.meetingLabel}
            value={meeting.date}
            onChange={(date) => choose(item.classKey, date)}
          >
            {meetings.map((each) => (
              <option key={each.date} value={each.date}>
                {meetingText(each)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <NoticeRegion notice={notice} />
      {waiting.length > 0 && (
        <section aria-labelledby="attendance-waiting">
          <h3 id="attendance-waiting">{messages.waitingHeading}</h3>
          <p>{messages.waitingCount(waiting.length)}</p>
          <ul>
            {waiting.map((post) => (
              <li key={post.postId}>
                {titleOf(post.classKey)}, {dayText(post.date)}: {post.marks.length}{' '}
                {post.marks.length === 1 ? 'mark' : 'marks'}
              </li>
            ))}
          </ul>
        </section>
      )}
      {meeting && (
        <RosterMarks
          key={`${item.classKey} ${meeting.date} ${sentCount}`}
          classKey={item.classKey}
          date={meeting.date}
          today={today}
          onSent={(delivery) => {
            setWaiting(waitingPosts());
            setNotice({ kind: 'success', text: delivery === 'queued' ? attendanceTexts.queued : attendanceTexts.sent });
          }}
          onFailed={(text) => setNotice({ kind: 'error', text })}
        />
      )}
    </div>
  );
}

interface RosterMarksProps {
  classKey: string;
  date: string;
  today: string;
  onSent: (delivery: 'sent' | 'queued') => void;
  onFailed: (text: string) => void;
}

/** One meeting's roster as a form: each child's choice, prefilled with the mark there is, or a reported absence. */
function RosterMarks({ classKey, date, today, onSent, onFailed }: RosterMarksProps) {
  const query = useAttendanceRoster({ classKey, date });
  const fresh = query.data?.attendanceRoster;
  const [offlineCopy] = useState(() => savedRoster<Roster>(classKey, date));
  const roster = fresh ?? (query.error ? offlineCopy : undefined);
  const [marks, setMarks] = useState<Map<string, AttendanceStatusName>>(new Map());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!fresh) return;
    keepRoster(classKey, date, fresh);
  }, [fresh, classKey, date]);

  if (!roster) return <LoadingOrFailed query={query} loadingText={takeLoading} failedText={messages.loadFailed} />;

  const onDevice = waitingMarks(classKey, date);
  const markOf = (line: Roster['lines'][number]): AttendanceStatusName | undefined =>
    marks.get(line.placementId) ??
    onDevice.get(line.placementId) ??
    (line.status as AttendanceStatusName | null) ??
    (line.reportedAbsent ? 'absent' : undefined);
  const chosen = roster.lines.flatMap((line) => {
    const status = markOf(line);
    return status ? [{ placementId: line.placementId, status }] : [];
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) return;
    setSaving(true);
    const post = { postId: crypto.randomUUID(), classKey, date, markedAt: new Date().toISOString(), marks: chosen };
    try {
      const delivery = await sendMarks(post, messages.sendFailed);
      if (delivery === 'queued') keepWaiting(post);
      else void query.refetch();
      setMarks(new Map());
      onSent(delivery);
    } catch (failure) {
      onFailed(failure instanceof Error ? failure.message : messages.sendFailed);
    } finally {
      setSaving(false);
    }
  }

  const headingId = `attendance-roster-${classKey}`;
  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby={headingId}>
      <h3 id={headingId}>{messages.rosterHeading(roster.title, meetingText(roster.meeting))}</h3>
      {!fresh && <p>{messages.savedCopy}</p>}
      {roster.lines.length === 0 ? (
        <p>{messages.emptyRoster}</p>
      ) : (
        <ul className="attendance__roster">
          {roster.lines.map((line) => (
            <li key={line.placementId}>
              <fieldset className="attendance__child">
                <legend>{line.studentName}</legend>
                {line.reportedAbsent && (
                  <p className="attendance__reported">
                    <strong>{attendanceTexts.reportedAbsent}</strong>
                    {line.reportNote && <> · {messages.reportNote(line.reportNote)}</>}
                  </p>
                )}
                <div className="attendance__choices">
                  {attendanceStatuses.map((status) => (
                    <label key={status} className="attendance__choice">
                      <input
                        type="radio"
                        name={`mark-${line.placementId}`}
                        value={status}
                        checked={markOf(line) === status}
                        onChange={() => setMarks(new Map(marks).set(line.placementId, status))}
                      />
                      <span>{attendanceStatusLabels[status]}</span>
                    </label>
                  ))}
                </div>
                {line.markedByName && <p className="attendance__meta">{messages.markedBy(line.markedByName)}</p>}
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      {roster.lines.length > 0 && date <= today && (
        <p>
          <button type="submit" className="button button--primary" disabled={saving || chosen.length === 0}>
            {saving ? messages.saving : messages.save}
          </button>
        </p>
      )}
    </form>
  );
}
