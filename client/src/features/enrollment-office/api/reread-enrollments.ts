import { ClassRosterDocument, EnrollmentClassesDocument, RosterSearchDocument } from '../../../graphql/graphql';

/**
 * A move can promote someone else from the waitlist and changes the counts: the rosters, search results and
 * class rows on screen are read again before the move counts as done, so the keyboard's place is settled on
 * rows that show the outcome.
 */
export const rereadEnrollments = {
  refetchQueries: [ClassRosterDocument, RosterSearchDocument, EnrollmentClassesDocument],
  awaitRefetchQueries: true,
};
