import {
  checkoutCancelledValue,
  checkoutReturnParam,
  formatCents,
  moneyMessages,
  type CheckoutAmount,
} from '@coop/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../../components/button-variants.css';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { siteContent } from '../../../config/site';
import type { MyAccountQuery } from '../../../graphql/graphql';
import { formatLongDate } from '../../../lib/format-date';
import { useMyAccount } from '../api/my-account';
import { useCheckoutResult, useOnlinePaymentsEnabled, useStartCheckout } from '../api/online-payments';
import { familyPaymentsUiMessages as messages } from '../family-payments-ui-messages';
import '../family-payments.css';

type Account = NonNullable<MyAccountQuery['myAccount']>;

/** How often, and how many times, the return page asks whether the payment is confirmed: two minutes in all. */
const pollMs = 2_000;
const pollTries = 60;

/**
 * Fees & payments: the household's balance, what is due when, every line of its account, a statement to print,
 * and paying online (or the word that only cash and checks are taken). Coming back from Checkout, the page asks
 * until the payment is confirmed, then shows the new balance.
 */
export function FeesAndPayments() {
  const query = useMyAccount();
  const [notice, setNotice] = useState<Notice>(null);
  const account = query.data?.myAccount;
  useCheckoutReturn(setNotice, query.refetch);
  let body: ReactNode = null;
  if (query.data === undefined) {
    if (query.error)
      body = (
        <p role="alert" className="notice notice--error">
          {query.error.message || messages.loadFailed}
        </p>
      );
  } else if (!account) body = <p>{messages.noHousehold}</p>;
  else
    body = (
      <>
        <NoticeRegion notice={notice} />
        <StatementHeading account={account} />
        <Summary account={account} onNotice={setNotice} />
        <DueSchedule account={account} />
        <Lines account={account} />
      </>
    );
  return (
    <div className="fees-and-payments">
      {/* On screen the area's own heading, as every members' area has; on paper the statement's letterhead. */}
      <h2 className="no-print">Fees &amp; payments</h2>
      {body}
    </div>
  );
}

/** On paper only: who sends the statement, to whom, as of when. */
function StatementHeading({ account }: { account: Account }) {
  const site = siteContent();
  const { street, city, state, postalCode } = site.contact.address;
  return (
    <header className="statement-heading">
      <div>
        <p className="statement-heading__coop">{site.name}</p>
        <p>{street}</p>
        <p>
          {city}, {state} {postalCode}
        </p>
        <p>{site.contact.email}</p>
      </div>
      <div>
        <p className="statement-heading__household">{account.householdName}</p>
        {account.householdAddress && <p className="statement-heading__address">{account.householdAddress}</p>}
        <p>{messages.statementTitle(formatLongDate(account.asOf))}</p>
      </div>
    </header>
  );
}

function Summary({ account, onNotice }: { account: Account; onNotice: (notice: Notice) => void }) {
  return (
    <section className="member-panel" aria-labelledby="account-summary">
      <h2 id="account-summary">Your account</h2>
      <p className="account-summary__balance">{messages.balance(account.balance)}</p>
      <p>{account.dueNow > 0 ? messages.dueNow(account.dueNow) : moneyMessages.nothingDue}</p>
      <PayNow account={account} onNotice={onNotice} />
      <p className="no-print">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Print statement
        </button>
      </p>
    </section>
  );
}

function PayNow({ account, onNotice }: { account: Account; onNotice: (notice: Notice) => void }) {
  const enabled = useOnlinePaymentsEnabled();
  const [startCheckout, { loading }] = useStartCheckout();
  if (enabled === undefined || account.balance <= 0) return null;
  if (!enabled) return <p className="no-print">{moneyMessages.onlinePaymentsOff}</p>;
  const pay = async (amount: CheckoutAmount) => {
    onNotice(null);
    try {
      const { data } = await startCheckout({ variables: { amount } });
      if (data) window.location.assign(data.startCheckout.url);
    } catch (error) {
      onNotice({ kind: 'error', text: (error as Error).message || messages.checkoutFailed });
    }
  };
  return (
    <p className="pay-now no-print">
      {account.dueNow > 0 && account.dueNow < account.balance && (
        <button type="button" className="button" disabled={loading} onClick={() => pay('due_now')}>
          {messages.payDueNow(account.dueNow)}
        </button>
      )}
      <button type="button" className="button" disabled={loading} onClick={() => pay('balance')}>
        {messages.payBalance(account.balance)}
      </button>
    </p>
  );
}

/** Back from Checkout: asks every two seconds until the payment is confirmed, then reads the account again. */
function useCheckoutReturn(onNotice: (notice: Notice) => void, refetch: ReturnType<typeof useMyAccount>['refetch']) {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get(checkoutReturnParam);
  const [askResult] = useCheckoutResult();
  useEffect(() => {
    if (!sessionId) return;
    if (sessionId === checkoutCancelledValue) {
      onNotice({ kind: 'success', text: messages.cancelled });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (tries: number) => {
      const { data } = await askResult({ variables: { sessionId } }).catch(() => ({ data: undefined }));
      if (stopped) return;
      if (data?.checkoutResult.paid) {
        const { data: fresh } = await refetch();
        if (stopped) return;
        onNotice({
          kind: 'success',
          text: messages.paid(data.checkoutResult.amount, fresh?.myAccount?.balance ?? 0),
        });
        setParams(
          (current) => {
            current.delete(checkoutReturnParam);
            return current;
          },
          { replace: true },
        );
        return;
      }
      if (tries + 1 >= pollTries) onNotice({ kind: 'success', text: messages.stillWaiting });
      else timer = setTimeout(() => void ask(tries + 1), pollMs);
    };
    onNotice({ kind: 'success', text: messages.waiting });
    void ask(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, askResult, refetch, onNotice, setParams]);
}

function DueSchedule({ account }: { account: Account }) {
  if (account.due.length === 0) return null;
  return (
    <section className="member-panel" aria-labelledby="account-due">
      <h2 id="account-due">What is due when</h2>
      <MemberTable labelledBy="account-due" columns={['Due on', 'For', 'Amount', 'Paid', 'Still due']}>
        {account.due.map((item) => {
          const overdue = item.remaining > 0 && item.dueOn < account.asOf;
          return (
            <tr key={`${item.dueOn} ${item.label}`}>
              <td>
                {formatLongDate(item.dueOn)}
                {overdue && <strong className="due-overdue"> {messages.overdue}</strong>}
              </td>
              <td>{item.label}</td>
              <td className="money">{formatCents(item.amount)}</td>
              <td className="money">{formatCents(item.paid)}</td>
              <td className="money">{formatCents(item.remaining)}</td>
            </tr>
          );
        })}
      </MemberTable>
    </section>
  );
}

function Lines({ account }: { account: Account }) {
  return (
    <section className="member-panel" aria-labelledby="account-lines">
      <h2 id="account-lines">Every line of your account</h2>
      {account.lines.length === 0 ? (
        <p>{messages.noLines}</p>
      ) : (
        <MemberTable labelledBy="account-lines" columns={['Date', 'What', 'Term', 'Amount', 'Balance']}>
          {account.lines.map((line) => (
            <tr key={line.id} className={line.reversed ? 'line--reversed' : undefined}>
              <td>{formatLongDate(line.occurredOn)}</td>
              <td>
                {line.description}
                {line.reversed && <span className="line__reversed"> ({messages.reversed})</span>}
              </td>
              <td>{line.termName ?? ''}</td>
              <td className="money">{formatCents(line.amount)}</td>
              <td className="money">{formatCents(line.balanceAfter)}</td>
            </tr>
          ))}
        </MemberTable>
      )}
    </section>
  );
}
