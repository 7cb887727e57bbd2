import { formatCents, moneyMessages, parseDollars } from '@coop/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form-field';
import type { Notice } from '../../../components/notice';
import type { OfficeAccountFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useRefundCardPayment } from '../api/office-accounts';
import { officeAccountsUiMessages as messages } from '../office-accounts-ui-messages';

type Line = OfficeAccountFieldsFragment['lines'][number];

type CardRefundDialogProps = {
  /** The card payment to refund; null keeps the dialog closed. */
  line: Line | null;
  onDone: (notice: Notice | null) => void;
};

/**
 * Refunds part or all of a card payment to the card it came from: the card processor gives the money back, and
 * its refund becomes a line of the account. The whole payment is offered; the office may lower it.
 */
export function CardRefundDialog({ line, onDone }: CardRefundDialogProps) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [refund, { loading }] = useRefundCardPayment();
  if (line && shownFor !== line.id) {
    setShownFor(line.id);
    setAmount((-line.amount / 100).toFixed(2));
    setError(undefined);
  }

  async function confirm() {
    if (!line) return;
    const cents = parseDollars(amount);
    if (cents === null || cents === 0) {
      setError(cents === null ? moneyMessages.amountInvalid : moneyMessages.amountPositive);
      return;
    }
    try {
      await refund({ variables: { transactionId: line.id, amount: cents } });
      setShownFor(null);
      onDone({ kind: 'success', text: `Refund of ${formatCents(cents)} to the card recorded.` });
    } catch (failure) {
      setError(apolloErrorMessage(failure, { refused: messages.refused, unreachable: messages.unreachable }));
    }
  }

  return (
    <ConfirmDialog
      open={line !== null}
      title="Refund to the card?"
      confirmLabel="Refund"
      busy={loading}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setShownFor(null);
        onDone(null);
      }}
    >
      <p>
        {line?.description}, {line && formatCents(-line.amount)}: the card processor gives the money back to the card,
        and the refund is added to the account.
      </p>
      <Field label="Amount to refund" error={error} required>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
