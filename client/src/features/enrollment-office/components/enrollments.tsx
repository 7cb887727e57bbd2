import { rosterClassParam } from '@coop/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../../components/button-variants.css';
import '../../../components/form-field.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { ClassEnrollmentFieldsFragment } from '../../../graphql/graphql';
import { useEnrollmentClasses } from '../api/enrollment-classes';
import { downloadEnrollmentsCsv, type DownloadFile } from '../api/enrollments-csv';
import { useEnrollmentsSeen } from '../api/enrollments-seen';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';
import '../enrollment-office.css';
import { ClassList, openRosterButtonId } from './class-list';
import { ClassRosterView } from './class-roster-view';
import { PastPlacementsToggle } from './past-placements-toggle';
import { PrintAllRosters } from './print-all-rosters';
import { RosterSearchResults } from './roster-search-results';
import { TeachersDialog } from './teachers-dialog';
import { PlacementNoticesSetting } from './placement-notices-setting';

/** The address keeps what is open (a class, the printable rosters, a search), so Back and a reload keep it. */
const params = { classKey: rosterClassParam, print: 'print', search: 'search' } as const;

/**
 * The Enrollments tab (administrators): every class's seats, counts and teachers; a class's roster with the
 * moves; a search across rosters; CSV downloads and printable rosters; how the office hears of placement changes.
 */
export function Enrollments({ download }: { download: DownloadFile }) {
  const query = useEnrollmentClasses();
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(null);
  const [teachersFor, setTeachersFor] = useState<ClassEnrollmentFieldsFragment | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [includePast, setIncludePast] = useState(false);
  const [searchDraft, setSearchDraft] = useState(searchParams.get(params.search) ?? '');
  // The class whose roster was left: its Open roster button takes the keyboard back.
  const returnTo = useRef<string | null>(null);

  const classKey = searchParams.get(params.classKey);
  const printAll = searchParams.get(params.print) === 'all';
  const search = searchParams.get(params.search)?.trim() ?? '';
  const classes = query.data?.enrollmentClasses;
  const opened = classes?.find((entry) => entry.classKey === classKey);
  useEnrollmentsSeen(classes !== undefined);

  function show(next: Partial<Record<keyof typeof params, string>>) {
    // What was said about the view being left does not belong to the next one.
    setNotice(null);
    const shown = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (value) shown.set(params[name as keyof typeof params], value);
    }
    setSearchParams(shown, { replace: false });
  }

  function backToList() {
    returnTo.current = classKey;
    show({});
  }

  useEffect(() => {
    if (classKey || printAll || !returnTo.current) return;
    document.getElementById(openRosterButtonId(returnTo.current))?.focus();
    returnTo.current = null;
  }, [classKey, printAll]);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    show({ search: searchDraft.trim() });
  }

  function clearSearch() {
    setSearchDraft('');
    show({});
  }

  async function downloadAll() {
    setDownloading(true);
    setNotice(null);
    const problem = await downloadEnrollmentsCsv(download, { includePast });
    if (problem) setNotice({ kind: 'error', text: problem });
    setDownloading(false);
  }

  let body;
  if (!classes) {
    body = (
      <LoadingOrFailed query={query} loadingText={messages.classesLoading} failedText={messages.classesLoadFailed} />
    );
  } else if (opened) {
    body = (
      <ClassRosterView
        key={opened.classKey}
        entry={opened}
        download={download}
        includePast={includePast}
        onIncludePast={setIncludePast}
        onBack={backToList}
        onNotice={setNotice}
      />
    );
  } else if (printAll) {
    body = (
      <PrintAllRosters
        classes={classes}
        includePast={includePast}
        onIncludePast={setIncludePast}
        onBack={() => show({})}
      />
    );
  } else {
    body = (
      <>
        <form className="roster-search no-print" role="search" onSubmit={submitSearch}>
          <label htmlFor="roster-search-input">Search rosters by student or parent</label>
          <div className="roster-search__row">
            <input
              id="roster-search-input"
              type="search"
              className="field__control"
              value={searchDraft}
              onChange={(event) => setSearchDraft(event.target.value)}
            />
            <button type="submit" className="button button--primary button--small">
              Search
            </button>
            {search && (
              <button type="button" className="button button--secondary button--small" onClick={clearSearch}>
                Clear search
              </button>
            )}
          </div>
        </form>
        {search ? (
          <RosterSearchResults key={search} search={search} onNotice={setNotice} />
        ) : (
          <>
            <div className="member-form__actions submissions__actions no-print">
              <button
                type="button"
                className="button button--secondary button--small"
                aria-disabled={downloading}
                onClick={() => void (downloading || downloadAll())}
              >
                {downloading ? 'Downloading…' : 'Download all classes as CSV'}
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => show({ print: 'all' })}
              >
                Print all rosters
              </button>
              <PastPlacementsToggle checked={includePast} onChange={setIncludePast} />
            </div>
            <ClassList
              classes={classes}
              onOpen={(entry) => show({ classKey: entry.classKey })}
              onChooseTeachers={setTeachersFor}
              onNotice={setNotice}
            />
            <PlacementNoticesSetting />
          </>
        )}
        <TeachersDialog entry={teachersFor} onClose={() => setTeachersFor(null)} onNotice={setNotice} />
      </>
    );
  }

  return (
    <section className="member-panel enrollments" aria-labelledby="enrollments-heading">
      <h2 id="enrollments-heading" className="no-print">
        Enrollments
      </h2>
      <p className="no-print">Every class's seats and teachers, and who holds, has or waits for a place in it.</p>
      <NoticeRegion notice={notice} />
      {body}
    </section>
  );
}
