import type { ReactNode, RefObject } from 'react';
import type { ClassEnrollmentFieldsFragment } from '../../../graphql/graphql';

type RosterSheetProps = {
  entry: ClassEnrollmentFieldsFragment;
  headingId: string;
  /** For a view that moves the keyboard to the heading as it opens. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The heading's level: a sheet sits under the tab's own heading. */
  level?: 'h3' | 'h4';
  /** Buttons beside the heading (left off on paper). */
  controls?: ReactNode;
  children: ReactNode;
};

/** One class as a printed page: its title, counts and teachers, then its roster. */
export function RosterSheet({
  entry,
  headingId,
  headingRef,
  level: Heading = 'h3',
  controls,
  children,
}: RosterSheetProps) {
  const teachers = entry.teachers.map((teacher) => teacher.name).join(', ') || 'None assigned';
  return (
    <section className="roster-sheet" aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} className="roster-sheet__title" tabIndex={-1}>
        {entry.title}
      </Heading>
      <p className="roster-sheet__facts">
        {entry.seats === 1 ? '1 seat' : `${entry.seats} seats`} · {entry.held} held · {entry.confirmed} confirmed ·{' '}
        {entry.waitlisted} waitlisted · Teachers: {teachers}
      </p>
      {controls && <div className="member-form__actions roster-sheet__controls no-print">{controls}</div>}
      {children}
    </section>
  );
}
