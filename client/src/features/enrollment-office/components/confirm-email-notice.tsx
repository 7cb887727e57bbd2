import { emailVerificationMessages } from '@coop/contract';
import { useState } from 'react';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useSendVerificationLink } from '../api/send-verification-link';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';

/**
 * In place of a family's students while the account's address is unconfirmed: what to do, and a new link for who
 * lost the first or whose address changed since.
 */
export function ConfirmEmailNotice() {
  const [send, sending] = useSendVerificationLink();
  const [notice, setNotice] = useState<Notice>(null);

  async function sendLink() {
    if (sending.loading) return;
    try {
      const { data } = await send();
      setNotice({ kind: 'success', text: data?.sendVerificationLink ?? '' });
    } catch (refusal) {
      setNotice({
        kind: 'error',
        text: apolloErrorMessage(refusal, { refused: messages.actionRefused, unreachable: messages.linkUnreachable }),
      });
    }
  }

  return (
    <div className="confirm-email">
      <p>{emailVerificationMessages.required}</p>
      <button
        type="button"
        className="button"
        aria-disabled={sending.loading || undefined}
        onClick={() => void sendLink()}
      >
        {sending.loading ? messages.sendingLink : messages.sendLink}
      </button>
      <NoticeRegion notice={notice} />
    </div>
  );
}
