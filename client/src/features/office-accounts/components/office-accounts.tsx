import { useState } from 'react';
import '../../../components/button-variants.css';
import { HouseholdFinder, useFocusOnReturn, type HouseholdListProps } from '../../../components/household-finder';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { useOfficeAccounts } from '../api/office-accounts';
import { balanceText, householdName, officeAccountsUiMessages as messages } from '../office-accounts-ui-messages';
import '../office-accounts.css';
import { OfficeAccount } from './office-account';

const openButtonId = (id: string) => `open-account-${id}`;

/**
 * The Accounts tab (administrators): every household with its balance, searched by any of its names; one
 * household opened shows its lines and what is due, and records cash, checks, refunds, scholarships and credits.
 */
export function OfficeAccounts() {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <section className="member-panel office-accounts" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts</h2>
      <p>Every household’s balance; open one to see its lines and record payments, refunds and credits.</p>
      <NoticeRegion notice={notice} />
      <HouseholdFinder
        name="accounts"
        onViewChange={() => setNotice(null)}
        renderHousehold={(id, onBack) => (
          <OfficeAccount key={id} householdId={id} onBack={onBack} onNotice={setNotice} />
        )}
        renderList={(props) => <AccountList key={props.search} {...props} />}
      />
    </section>
  );
}

function AccountList({ search, returnTo, onOpen }: HouseholdListProps) {
  const query = useOfficeAccounts(search);
  const accounts = query.data?.officeAccounts;
  useFocusOnReturn(accounts, returnTo, openButtonId);
  if (!accounts)
    return (
      <LoadingOrFailed query={query} loadingText={messages.accountsLoading} failedText={messages.accountsLoadFailed} />
    );
  if (accounts.length === 0) return <p role="status">{search ? messages.searchEmpty : messages.accountsEmpty}</p>;
  return (
    <MemberTable
      caption={search ? `Household accounts matching “${search}”` : 'Household accounts'}
      columns={['Household', 'Students', 'Balance', 'Open']}
    >
      {accounts.map((account) => {
        const name = householdName(account.name);
        return (
          <tr key={account.householdId}>
            <th scope="row" className="member-table__name">
              {name}
            </th>
            <td>{account.students.join(', ') || 'None'}</td>
            <td className="office-account__amount">{balanceText(account.balance)}</td>
            <td>
              <button
                type="button"
                id={openButtonId(account.householdId)}
                className="button button--secondary button--small"
                aria-label={`Open the account of ${name}`}
                onClick={() => onOpen(account.householdId)}
              >
                Open
              </button>
            </td>
          </tr>
        );
      })}
    </MemberTable>
  );
}
