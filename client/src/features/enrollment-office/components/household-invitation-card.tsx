import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormActions } from '../../../components/form-actions';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useAcceptGuardianInvitation, useHouseholdInvitation } from '../api/household-invitation';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';

/** The link mailed to an invited guardian opens My family with `?invitation=…`: what it offers, and accepting it. */
export function HouseholdInvitationCard() {
  const [params, setParams] = useSearchParams();
  const token = params.get('invitation');
  if (!token) return null;
  const done = () =>
    setParams(
      (current) => {
        current.delete('invitation');
        return current;
      },
      { replace: true },
    );
  return <InvitationOffer token={token} onDone={done} />;
}

function InvitationOffer({ token, onDone }: { token: string; onDone: () => void }) {
  const query = useHouseholdInvitation(token);
  const [accept, accepting] = useAcceptGuardianInvitation();
  const [notice, setNotice] = useState<Notice>(null);
  const failure = (error: unknown) =>
    apolloErrorMessage(error, { refused: messages.actionRefused, unreachable: messages.actionUnreachable });

  async function submit() {
    if (accepting.loading) return;
    try {
      await accept({ variables: { token } });
      onDone();
    } catch (error) {
      setNotice({ kind: 'error', text: failure(error) });
    }
  }

  const offer = query.data?.householdInvitation;
  return (
    <section className="member-panel household-invitation" aria-labelledby="invitation-heading">
      <h3 id="invitation-heading">Invitation to a household</h3>
      <NoticeRegion notice={notice} />
      {offer ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>
            {offer.invitedBy} invited you ({offer.email}) to be a guardian of {offer.householdName || 'their household'}
            .
          </p>
          <FormActions
            submit="Accept the invitation"
            busy={accepting.loading}
            busyText="Accepting…"
            onCancel={onDone}
          />
        </form>
      ) : query.error ? (
        <p role="alert" className="notice notice--error">
          {failure(query.error)}
        </p>
      ) : (
        <LoadingOrFailed query={query} loadingText="Loading the invitation…" failedText={messages.familyLoadFailed} />
      )}
    </section>
  );
}
