import { useEffect, useRef, useState } from 'react';
import type { Notice } from '../../../components/notice';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { ClassEnrollmentFieldsFragment } from '../../../graphql/graphql';
import { downloadEnrollmentsCsv, type DownloadFile } from '../api/enrollments-csv';
import { ClassRoster } from './class-roster';
import { PastPlacementsToggle } from './past-placements-toggle';
import { RosterSheet } from './roster-sheet';
import { usePlacementMoves } from './use-placement-moves';

type ClassRosterViewProps = {
  entry: ClassEnrollmentFieldsFragment;
  download: DownloadFile;
  /** "Show past placements", kept by the tab across its views. */
  includePast: boolean;
  onIncludePast: (includePast: boolean) => void;
  onBack: () => void;
  onNotice: (notice: Notice) => void;
};

/** One class opened by an administrator: its roster with the moves, its CSV, and printing it. */
export function ClassRosterView({
  entry,
  download,
  includePast,
  onIncludePast,
  onBack,
  onNotice,
}: ClassRosterViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLTableSectionElement>(heading);
  const moves = usePlacementMoves({ onNotice, settle });
  const [downloading, setDownloading] = useState(false);

  // The roster replaces the class list: the keyboard starts at its heading.
  useEffect(() => heading.current?.focus(), []);

  async function downloadCsv() {
    setDownloading(true);
    onNotice(null);
    const problem = await downloadEnrollmentsCsv(download, { classKey: entry.classKey, includePast });
    if (problem) onNotice({ kind: 'error', text: problem });
    setDownloading(false);
  }

  return (
    <RosterSheet
      entry={entry}
      headingId="class-roster-heading"
      headingRef={heading}
      controls={
        <>
          <button type="button" className="button button--secondary button--small" onClick={onBack}>
            Back to all classes
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled={downloading}
            onClick={() => void (downloading || downloadCsv())}
          >
            {downloading ? 'Downloading…' : `Download ${entry.title} as CSV`}
          </button>
          <button type="button" className="button button--secondary button--small" onClick={() => window.print()}>
            Print roster
          </button>
          <PastPlacementsToggle checked={includePast} onChange={onIncludePast} />
        </>
      }
    >
      <ClassRoster
        classKey={entry.classKey}
        includePast={includePast}
        classTitle={entry.title}
        actions={(row) => moves.buttons(row, entry.title)}
        focus={listProps}
      />
      {moves.dialog}
    </RosterSheet>
  );
}
