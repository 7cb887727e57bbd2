import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  attendanceDayCsvPath,
  attendanceStatusLabels,
  attendanceTexts,
  clockText,
  dayText,
  memberAreas,
  type AttendanceStatusName,
} from '@coop/contract';
import '../../../components/button-variants.css';
import { Field } from '../../../components/form-field';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { downloadFile } from '../../../lib/download-file';
import { useAttendanceDay } from '../api/attendance-office';
import { useAttendanceRoster } from '../api/attendance-roster';
import { attendanceUiMessages as messages, dailyLoading } from '../attendance-ui-messages';
import '../attendance.css';

/** The members' protected-file download, handed down by the area so this chunk does not reach the session. */
type DownloadFile = typeof downloadFile;

/** The tab's heading, then its content (loading, failed or shown). */
export function DailyAttendance({ download }: { download: DownloadFile }) {
  return (
    <section className="attendance" aria-labelledby="attendance-daily-heading">
      <h2 id="attendance-daily-heading">{memberAreas.attendance.tabs.daily.label}</h2>
      <DailyAttendanceBody download={download} />
    </section>
  );
}

/**
 * The office's day: each class meeting with its counts by mark and the absences reported; a class opened shows
 * each child's mark. The day is the co-op's today until another is chosen (kept in the address, `?date=`).
 */
function DailyAttendanceBody({ download }: { download: DownloadFile }) {
  const [params, setParams] = useSearchParams();
  const query = useAttendanceDay(params.get('date'));
  const [opened, setOpened] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const day = query.data?.attendanceDay;

  async function downloadDay(date: string) {
    setNotice(null);
    const problem = await download(`${attendanceDayCsvPath}?date=${date}`, `attendance-${date}.csv`, {
      refused: messages.downloadRefused,
      unreachable: messages.downloadUnreachable,
    });
    if (problem) setNotice({ kind: 'error', text: problem });
  }

  return (
    <div>
      <Field label={messages.dateLabel}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="field__control"
            value={day?.date ?? params.get('date') ?? ''}
            onChange={(event) => {
              setOpened(null);
              if (event.target.value) setParams({ date: event.target.value }, { replace: true });
            }}
          />
        )}
      </Field>
      {!day ? (
        <LoadingOrFailed query={query} loadingText={dailyLoading} failedText={messages.loadFailed} />
      ) : day.meetings.length === 0 ? (
        <p>{messages.noMeetings}</p>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-labelledby="attendance-day" tabIndex={0}>
            <table className="member-table">
              <caption id="attendance-day">{messages.dayCaption(dayText(day.date))}</caption>
              <thead>
                <tr>
                  {messages.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {day.meetings.map((row) => (
                  <tr key={row.classKey}>
                    <th scope="row">
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-expanded={opened === row.classKey}
                        aria-label={messages.open(row.title)}
                        onClick={() => setOpened(opened === row.classKey ? null : row.classKey)}
                        disabled={row.meeting.cancelled}
                      >
                        {row.title}
                      </button>
                    </th>
                    <td>{row.meeting.cancelled ? messages.cancelled : clockText(row.meeting.start)}</td>
                    <td>{row.present}</td>
                    <td>{row.absent}</td>
                    <td>{row.late}</td>
                    <td>{row.notMarked}</td>
                    <td>{row.reportedAbsent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void downloadDay(day.date)}
            >
              {messages.downloadDay}
            </button>
          </p>
          <NoticeRegion notice={notice} />
          {opened && <ClassMarks classKey={opened} date={day.date} />}
        </>
      )}
    </div>
  );
}

/** One class meeting's marks, child by child, as the office reads them. */
function ClassMarks({ classKey, date }: { classKey: string; date: string }) {
  const query = useAttendanceRoster({ classKey, date });
  const roster = query.data?.attendanceRoster;
  if (!roster) return <LoadingOrFailed query={query} loadingText={dailyLoading} failedText={messages.loadFailed} />;
  return (
    <section aria-labelledby="attendance-class-marks">
      <h3 id="attendance-class-marks">{messages.open(roster.title)}</h3>
      <ul>
        {roster.lines.map((line) => (
          <li key={line.placementId}>
            {line.studentName}:{' '}
            {line.status ? attendanceStatusLabels[line.status as AttendanceStatusName] : attendanceTexts.notMarked}
            {line.markedByName && ` (${messages.markedBy(line.markedByName)})`}
            {line.reportedAbsent && ` · ${attendanceTexts.reportedAbsent}`}
            {line.reportNote && `: ${line.reportNote}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
