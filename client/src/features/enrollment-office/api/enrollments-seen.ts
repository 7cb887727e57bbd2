import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { EnrollmentsSeenDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation EnrollmentsSeen {
    enrollmentsSeen
  }
`;

/**
 * Tells the server, once per opening of the Enrollments tab and only after its classes are on screen, that this
 * administrator has looked: "Needs your attention" then counts only the enrollments that come in after. A failure
 * leaves the count as it was, which the next opening corrects, so it is not shown.
 */
export function useEnrollmentsSeen(shown: boolean) {
  const [markSeen] = useMutation(EnrollmentsSeenDocument);
  const marked = useRef(false);
  useEffect(() => {
    if (!shown || marked.current) return;
    marked.current = true;
    markSeen().catch(() => undefined);
  }, [shown, markSeen]);
}
