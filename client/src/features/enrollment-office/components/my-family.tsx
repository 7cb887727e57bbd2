import { enrollmentOfficeMessages, placementStatusLabels, withdrawConfirmText } from '@coop/contract';
import { useRef, useState } from 'react';
import '../../../components/button-variants.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { MyFamilyQuery } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { errorCodes } from '../../../lib/apollo-client';
import { ConfirmEmailNotice } from './confirm-email-notice';
import { HouseholdInvitationCard } from './household-invitation-card';
import { HouseholdPanel } from './household-panel';
import { Reenrollment } from './reenrollment';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMyFamily } from '../api/my-family';
import { useWithdrawMyPlacement } from '../api/withdraw-my-placement';
import { enrollmentOfficeUiMessages as messages, movedText } from '../enrollment-office-ui-messages';
import '../enrollment-office.css';
import { placementActions } from '../placement-actions';
import { PlacementHistory } from './placement-history';

type Student = MyFamilyQuery['myFamily'][number];
type Placement = Student['placements'][number];
type PendingWithdrawal = { student: string; placement: Placement };

/** The My family tab (parents): the household and its students' details, then each student's classes, where each place stands, and withdrawing from one. */
export function MyFamily() {
  const query = useMyFamily();
  const [withdraw, withdrawing] = useWithdrawMyPlacement();
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState<PendingWithdrawal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLDivElement>(heading);

  function ask(next: PendingWithdrawal) {
    setPending(next);
    setFailure(null);
  }

  function cancel() {
    setPending(null);
    settle();
  }

  async function confirm() {
    if (!pending || withdrawing.loading) return;
    const { student, placement } = pending;
    try {
      await withdraw({ variables: { placementId: placement.placementId } });
    } catch (refusal) {
      setFailure(
        apolloErrorMessage(refusal, { refused: messages.actionRefused, unreachable: messages.actionUnreachable }),
      );
      return;
    }
    setPending(null);
    setNotice({ kind: 'success', text: movedText(student, 'withdrawn', placement.classTitle) });
    settle();
  }

  const students = query.data?.myFamily;
  let body;
  if (!students && errorCodes(query.error).includes('EMAIL_NOT_VERIFIED')) {
    body = <ConfirmEmailNotice />;
  } else if (!students) {
    body = (
      <LoadingOrFailed query={query} loadingText={messages.familyLoading} failedText={messages.familyLoadFailed} />
    );
  } else if (students.length === 0) {
    body = <p>{enrollmentOfficeMessages.familyEmpty}</p>;
  } else {
    // The keyboard's place after a withdrawal is kept per student: its section is the "row".
    body = (
      <div {...listProps}>
        {students.map((student) => (
          <section
            key={`${student.studentName}|${student.studentBirthday}`}
            className="family-student"
            aria-label={student.studentName}
          >
            <h3>{student.studentName}</h3>
            <p className="member-table__detail">Birthday: {student.studentBirthday}</p>
            <ul className="submission-list">
              {student.placements.map((placement) => (
                <FamilyPlacementCard
                  key={placement.placementId}
                  student={student.studentName}
                  placement={placement}
                  onWithdraw={() => ask({ student: student.studentName, placement })}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <section className="member-panel" aria-labelledby="family-heading">
      <h2 id="family-heading" ref={heading} tabIndex={-1}>
        My family
      </h2>
      <p>Your household's contact details, guardians and students, and where each student's places in classes stand.</p>
      <HouseholdInvitationCard />
      <HouseholdPanel />
      <h3>Classes</h3>
      <NoticeRegion notice={notice} />
      {body}
      {students && students.length > 0 && <Reenrollment />}
      <ConfirmDialog
        open={pending !== null}
        title="Withdraw from this class?"
        confirmLabel="Withdraw"
        busy={withdrawing.loading}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        {pending && <p>{withdrawConfirmText(pending.student, pending.placement.classTitle)}</p>}
        {failure && (
          <p role="alert" className="notice notice--error">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

type FamilyPlacementCardProps = { student: string; placement: Placement; onWithdraw: () => void };

function FamilyPlacementCard({ student, placement, onWithdraw }: FamilyPlacementCardProps) {
  const canWithdraw = placementActions('parent', placement.status).includes('withdrawn');
  return (
    <li className="submission-card">
      <h4 className="submission-card__title">{placement.classTitle}</h4>
      <dl className="submission-card__fields">
        <div>
          <dt>Status</dt>
          <dd>{placementStatusLabels[placement.status]}</dd>
        </div>
        {placement.waitlistPosition !== null && (
          <div>
            <dt>Waitlist position</dt>
            <dd>{placement.waitlistPosition}</dd>
          </div>
        )}
        <div>
          <dt>Since</dt>
          <dd>
            <time dateTime={placement.since}>{formatDateTime(placement.since)}</time>
          </dd>
        </div>
        {placement.reason && (
          <div>
            <dt>Reason</dt>
            <dd>{placement.reason}</dd>
          </div>
        )}
      </dl>
      <PlacementHistory history={placement.history} about={`${student} in ${placement.classTitle}`} />
      {canWithdraw && (
        <div className="member-form__actions family-placement__actions">
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Withdraw ${student} from ${placement.classTitle}`}
            onClick={onWithdraw}
          >
            Withdraw
          </button>
        </div>
      )}
    </li>
  );
}
