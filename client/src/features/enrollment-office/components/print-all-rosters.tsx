import { useEffect, useRef } from 'react';
import type { ClassEnrollmentFieldsFragment } from '../../../graphql/graphql';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';
import { ClassRoster } from './class-roster';
import { PastPlacementsToggle } from './past-placements-toggle';
import { RosterSheet } from './roster-sheet';

type PrintAllRostersProps = {
  classes: ClassEnrollmentFieldsFragment[];
  includePast: boolean;
  onIncludePast: (includePast: boolean) => void;
  onBack: () => void;
};

const hasPlacements = (entry: ClassEnrollmentFieldsFragment) => entry.held + entry.confirmed + entry.waitlisted > 0;

/** Every class that anyone is enrolled in, one roster a page on paper, read only. */
export function PrintAllRosters({ classes, includePast, onIncludePast, onBack }: PrintAllRostersProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = classes.filter(hasPlacements);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="print-all-heading">
      <h3 id="print-all-heading" ref={heading} tabIndex={-1} className="no-print">
        All rosters
      </h3>
      <p className="no-print">Each class prints on a page of its own. Classes nobody is enrolled in are left out.</p>
      <div className="member-form__actions no-print">
        <button type="button" className="button button--secondary button--small" onClick={onBack}>
          Back to all classes
        </button>
        <button type="button" className="button button--primary button--small" onClick={() => window.print()}>
          Print
        </button>
        <PastPlacementsToggle checked={includePast} onChange={onIncludePast} />
      </div>
      {shown.length === 0 ? (
        <p>{messages.printAllEmpty}</p>
      ) : (
        shown.map((entry) => (
          <RosterSheet key={entry.classKey} entry={entry} headingId={`print-roster-${entry.classKey}`} level="h4">
            <ClassRoster classKey={entry.classKey} includePast={includePast} classTitle={entry.title} />
          </RosterSheet>
        ))
      )}
    </section>
  );
}
