import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../../components/button-variants.css';
import '../../../components/form-field.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { useOfficeAccounts } from '../api/office-accounts';
import { balanceText, householdName, officeAccountsUiMessages as messages } from '../office-accounts-ui-messages';
import '../office-accounts.css';
import { OfficeAccount } from './office-account';

/** The address keeps what is open (a household, a search), so Back and a reload keep it. */
const params = { householdId: 'household', search: 'search' } as const;

const openButtonId = (id: string) => `open-account-${id}`;

/**
 * The Accounts tab (administrators): every household with its balance, searched by any of its names; one
 * household opened shows its lines and what is due, and records cash, checks, refunds, scholarships and credits.
 */
export function OfficeAccounts() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(null);
  const [searchDraft, setSearchDraft] = useState(searchParams.get(params.search) ?? '');
  // The household that was left: its Open button takes the keyboard back.
  const returnTo = useRef<string | null>(null);
  const householdId = searchParams.get(params.householdId);
  const search = searchParams.get(params.search)?.trim() ?? '';

  function show(next: Partial<Record<keyof typeof params, string>>) {
    setNotice(null);
    const shown = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (value) shown.set(params[name as keyof typeof params], value);
    }
    setSearchParams(shown);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    show({ search: searchDraft.trim() });
  }

  return (
    <section className="member-panel office-accounts" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts</h2>
      <p>Every household’s balance; open one to see its lines and record payments, refunds and credits.</p>
      <NoticeRegion notice={notice} />
      {householdId ? (
        <OfficeAccount
          key={householdId}
          householdId={householdId}
          onBack={() => {
            returnTo.current = householdId;
            show({ search });
          }}
          onNotice={setNotice}
        />
      ) : (
        <>
          <form className="roster-search" role="search" onSubmit={submitSearch}>
            <label htmlFor="accounts-search-input">Search households by name, contact, guardian or student</label>
            <div className="roster-search__row">
              <input
                id="accounts-search-input"
                type="search"
                className="field__control"
                value={searchDraft}
                onChange={(event) => setSearchDraft(event.target.value)}
              />
              <button type="submit" className="button button--primary button--small">
                Search
              </button>
              {search && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => {
                    setSearchDraft('');
                    show({});
                  }}
                >
                  Clear search
                </button>
              )}
            </div>
          </form>
          <AccountList
            key={search}
            search={search}
            returnTo={returnTo}
            onOpen={(id) => show({ householdId: id, search })}
          />
        </>
      )}
    </section>
  );
}

type AccountListProps = {
  search: string;
  returnTo: RefObject<string | null>;
  onOpen: (id: string) => void;
};

function AccountList({ search, returnTo, onOpen }: AccountListProps) {
  const query = useOfficeAccounts(search);
  const accounts = query.data?.officeAccounts;
  useEffect(() => {
    if (!accounts || !returnTo.current) return;
    document.getElementById(openButtonId(returnTo.current))?.focus();
    returnTo.current = null;
  }, [accounts, returnTo]);
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
