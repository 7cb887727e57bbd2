import { useState } from 'react';
import '../../../components/button-variants.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { useMyClasses } from '../api/my-classes';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';
import '../enrollment-office.css';
import { ClassRoster } from './class-roster';
import { PastPlacementsToggle } from './past-placements-toggle';
import { RosterSheet } from './roster-sheet';

/** The My classes tab (teachers): the rosters of the classes they teach, read only, allergies in view. */
export function MyClasses() {
  const query = useMyClasses();
  const [includePast, setIncludePast] = useState(false);
  const classes = query.data?.myClasses;

  let body;
  if (!classes) {
    body = (
      <LoadingOrFailed query={query} loadingText={messages.classesLoading} failedText={messages.classesLoadFailed} />
    );
  } else if (classes.length === 0) {
    body = <p>{messages.myClassesEmpty}</p>;
  } else {
    body = (
      <>
        <div className="member-form__actions submissions__actions no-print">
          <button type="button" className="button button--secondary button--small" onClick={() => window.print()}>
            Print rosters
          </button>
          <PastPlacementsToggle checked={includePast} onChange={setIncludePast} />
        </div>
        {classes.map((entry) => (
          <RosterSheet key={entry.classKey} entry={entry} headingId={`my-class-${entry.classKey}`}>
            <ClassRoster classKey={entry.classKey} includePast={includePast} classTitle={entry.title} />
          </RosterSheet>
        ))}
      </>
    );
  }

  return (
    <section className="member-panel" aria-labelledby="my-classes-heading">
      <h2 id="my-classes-heading" className="no-print">
        My classes
      </h2>
      <p className="no-print">Who is enrolled in the classes you teach. Each class prints on a page of its own.</p>
      {body}
    </section>
  );
}
