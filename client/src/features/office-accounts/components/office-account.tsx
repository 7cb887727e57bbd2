import { formatCents, ledgerLineKindLabels, type LedgerLineKind } from '@coop/contract';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { MemberTable } from '../../../components/member-table';
import type { Notice } from '../../../components/notice';
import type { OfficeAccountFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatLongDate } from '../../../lib/format-date';
import { useOfficeAccount, useReverseAccountLine } from '../api/office-accounts';
import {
  balanceText,
  householdName,
  officeAccountsUiMessages as messages,
  recordedText,
} from '../office-accounts-ui-messages';
import { CreditForm, MoneyForm } from './account-forms';
import { CardRefundDialog } from './card-refund';

type Line = OfficeAccountFieldsFragment['lines'][number];

type OfficeAccountProps = {
  householdId: string;
  onBack: () => void;
  onNotice: (notice: Notice) => void;
};

/** One household's account: its balance and what is due now, every line, what is due when, and the office's forms. */
export function OfficeAccount({ householdId, onBack, onNotice }: OfficeAccountProps) {
  const query = useOfficeAccount(householdId);
  const heading = useRef<HTMLHeadingElement>(null);
  const account = query.data?.officeAccount;
  const loaded = account !== undefined;
  // The account replaces the list: the keyboard starts at its name once it is there.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <button type="button" className="button button--secondary button--small" onClick={onBack}>
      Back to all accounts
    </button>
  );
  if (!account)
    return (
      <>
        {back}
        <LoadingOrFailed query={query} loadingText={messages.accountLoading} failedText={messages.accountLoadFailed} />
      </>
    );
  const name = householdName(account.name);
  return (
    <div className="office-account">
      {back}
      <h3 ref={heading} tabIndex={-1}>
        {name}
      </h3>
      <dl className="office-account__summary">
        <div>
          <dt>Balance</dt>
          <dd data-testid="account-balance">{balanceText(account.balance)}</dd>
        </div>
        <div>
          <dt>Due now</dt>
          <dd>{formatCents(account.dueNow)}</dd>
        </div>
      </dl>
      <AccountLines account={account} onNotice={onNotice} />
      <DueSchedule due={account.due} />
      <div className="office-account__forms">
        <MoneyForm householdId={householdId} onNotice={onNotice} />
        <CreditForm householdId={householdId} onNotice={onNotice} />
      </div>
    </div>
  );
}

function AccountLines({
  account,
  onNotice,
}: {
  account: OfficeAccountFieldsFragment;
  onNotice: OfficeAccountProps['onNotice'];
}) {
  const [reversing, setReversing] = useState<Line | null>(null);
  const [refunding, setRefunding] = useState<Line | null>(null);
  const [reverse, { loading }] = useReverseAccountLine();
  const returnFocus = useRef<HTMLElement | null>(null);

  async function confirm() {
    if (!reversing) return;
    try {
      const answer = await reverse({ variables: { householdId: account.householdId, lineId: reversing.id } });
      onNotice({ kind: 'success', text: recordedText('Reversal', answer.data!.reverseAccountLine.balance) });
    } catch (failure) {
      onNotice({
        kind: 'error',
        text: apolloErrorMessage(failure, { refused: messages.refused, unreachable: messages.unreachable }),
      });
    }
    setReversing(null);
    returnFocus.current?.focus();
  }

  return (
    <section>
      <h4 id="account-lines-heading">Lines</h4>
      {account.lines.length === 0 ? (
        <p>{messages.linesEmpty}</p>
      ) : (
        <MemberTable
          labelledBy="account-lines-heading"
          columns={['Date', 'Line', 'Amount', 'Recorded by', 'Correction']}
        >
          {account.lines.map((line) => (
            <tr key={line.id}>
              <td>{formatLongDate(line.occurredOn)}</td>
              <th scope="row" className="member-table__name">
                {line.description}
                <span className="visually-hidden"> ({ledgerLineKindLabels[line.kind as LedgerLineKind]})</span>
                {line.note && <div className="field__hint">{line.note}</div>}
              </th>
              <td className="office-account__amount">{formatCents(line.amount)}</td>
              <td>{line.createdByName}</td>
              <td>
                {line.reversible ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Reverse ${line.description}, ${formatCents(line.amount)}`}
                    onClick={(event) => {
                      returnFocus.current = event.currentTarget;
                      setReversing(line);
                    }}
                  >
                    Reverse
                  </button>
                ) : refundableToCard(line) ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Refund to card: ${line.description}, ${formatCents(line.amount)}`}
                    onClick={(event) => {
                      returnFocus.current = event.currentTarget;
                      setRefunding(line);
                    }}
                  >
                    Refund to card
                  </button>
                ) : line.reversedById ? (
                  'Reversed'
                ) : (
                  ''
                )}
              </td>
            </tr>
          ))}
        </MemberTable>
      )}
      <ConfirmDialog
        open={reversing !== null}
        title="Reverse this line?"
        confirmLabel="Reverse"
        busy={loading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setReversing(null);
          returnFocus.current?.focus();
        }}
      >
        <p>
          {reversing?.description}, {reversing && formatCents(reversing.amount)}: a line of the opposite amount is
          added; nothing is deleted.
        </p>
      </ConfirmDialog>
      <CardRefundDialog
        line={refunding}
        onDone={(notice) => {
          if (notice) onNotice(notice);
          setRefunding(null);
          returnFocus.current?.focus();
        }}
      />
    </section>
  );
}

/** A card payment goes back by a refund through the card processor, never by a reversal. */
const refundableToCard = (line: Line) => line.kind === 'payment' && line.method === 'card' && line.amount < 0;

function DueSchedule({ due }: { due: OfficeAccountFieldsFragment['due'] }) {
  return (
    <section>
      <h4 id="account-due-heading">Due</h4>
      {due.length === 0 ? (
        <p>{messages.dueEmpty}</p>
      ) : (
        <MemberTable labelledBy="account-due-heading" columns={['Due on', 'What', 'Amount', 'Paid', 'Left']}>
          {due.map((item) => (
            <tr key={`${item.dueOn} ${item.label}`}>
              <td>{formatLongDate(item.dueOn)}</td>
              <th scope="row" className="member-table__name">
                {item.label}
              </th>
              <td className="office-account__amount">{formatCents(item.amount)}</td>
              <td className="office-account__amount">{formatCents(item.paid)}</td>
              <td className="office-account__amount">{formatCents(item.remaining)}</td>
            </tr>
          ))}
        </MemberTable>
      )}
    </section>
  );
}
