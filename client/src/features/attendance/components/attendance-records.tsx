import { useState, type FormEvent } from 'react';
import {
  attendanceRecordCsvPath,
  attendanceStatusLabels,
  dayText,
  memberAreas,
  type AttendanceStatusName,
} from '@coop/contract';
import '../../../components/button-variants.css';
import { Field } from '../../../components/form-field';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { downloadFile } from '../../../lib/download-file';
import { useAttendanceRecord, useAttendanceStudents } from '../api/attendance-office';
import { attendanceUiMessages as messages, recordsLoading } from '../attendance-ui-messages';
import '../attendance.css';

type DownloadFile = typeof downloadFile;

/** The tab's heading, then its content (loading, failed or shown). */
export function AttendanceRecords({ download }: { download: DownloadFile }) {
  return (
    <section className="attendance" aria-labelledby="attendance-records-heading">
      <h2 id="attendance-records-heading">{memberAreas.attendance.tabs.records.label}</h2>
      <AttendanceRecordsBody download={download} />
    </section>
  );
}

/** The office's records: find a child by name, then their marks by date and class, with totals and a spreadsheet. */
function AttendanceRecordsBody({ download }: { download: DownloadFile }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [studentId, setStudentId] = useState<string | null>(null);
  const students = useAttendanceStudents(search);

  function find(event: FormEvent) {
    event.preventDefault();
    setStudentId(null);
    setSearch(typed.trim());
  }

  return (
    <div>
      <form role="search" onSubmit={find}>
        <Field label={messages.searchLabel}>
          {(control) => (
            <input
              {...control}
              type="search"
              className="field__control"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <p>
          <button type="submit" className="button button--primary button--small">
            {messages.search}
          </button>
        </p>
      </form>
      {search &&
        (!students.data ? (
          <LoadingOrFailed query={students} loadingText={recordsLoading} failedText={messages.loadFailed} />
        ) : students.data.attendanceStudents.length === 0 ? (
          <p>{messages.noStudents}</p>
        ) : (
          <ul className="attendance__reports">
            {students.data.attendanceStudents.map((student) => (
              <li key={student.studentId}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-pressed={studentId === student.studentId}
                  onClick={() => setStudentId(student.studentId)}
                >
                  {student.studentName}
                </button>{' '}
                {student.classes.join(', ')}
              </li>
            ))}
          </ul>
        ))}
      {studentId && <StudentRecord studentId={studentId} download={download} />}
    </div>
  );
}

function StudentRecord({ studentId, download }: { studentId: string; download: DownloadFile }) {
  const query = useAttendanceRecord(studentId);
  const [notice, setNotice] = useState<Notice>(null);
  const record = query.data?.attendanceRecord;
  if (!record) return <LoadingOrFailed query={query} loadingText={recordsLoading} failedText={messages.loadFailed} />;

  async function downloadRecord() {
    setNotice(null);
    const problem = await download(
      `${attendanceRecordCsvPath}?studentId=${encodeURIComponent(studentId)}`,
      'attendance-record.csv',
      { refused: messages.downloadRefused, unreachable: messages.downloadUnreachable },
    );
    if (problem) setNotice({ kind: 'error', text: problem });
  }

  return (
    <section aria-labelledby="attendance-record">
      <h3 id="attendance-record">{messages.recordCaption(record.studentName)}</h3>
      {record.lines.length === 0 ? (
        <p>{messages.noMarks}</p>
      ) : (
        <>
          <p>{messages.totals(record.present, record.absent, record.late)}</p>
          <div className="table-scroll" role="region" aria-labelledby="attendance-record" tabIndex={0}>
            <table className="member-table">
              <thead>
                <tr>
                  {messages.recordColumns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {record.lines.map((line) => (
                  <tr key={`${line.date} ${line.classKey}`}>
                    <td>{dayText(line.date)}</td>
                    <td>{line.title}</td>
                    <td>{attendanceStatusLabels[line.status as AttendanceStatusName]}</td>
                    <td>{line.markedByName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void downloadRecord()}
            >
              {messages.downloadRecord}
            </button>
          </p>
        </>
      )}
      <NoticeRegion notice={notice} />
    </section>
  );
}
