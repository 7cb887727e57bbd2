import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import './button-variants.css';
import './form-field.css';

/** The address keeps what is open (a household, a search), so Back and a reload keep it. */
const params = { householdId: 'household', search: 'search' } as const;

/** What a list of households is given: the search, and how to open one. */
export type HouseholdListProps = {
  search: string;
  /** The household just left, whose Open button takes the keyboard once the list is there. */
  returnTo: RefObject<string | null>;
  onOpen: (id: string) => void;
};

type HouseholdFinderProps = {
  /** Names the search field's id (`{name}-search-input`). */
  name: string;
  /** One household opened, with the way back to the list. */
  renderHousehold: (householdId: string, onBack: () => void) => ReactNode;
  /** The households matching the search, each with an Open button. */
  renderList: (props: HouseholdListProps) => ReactNode;
  /** Called as the view changes: what was said about the view being left does not belong to the next one. */
  onViewChange: () => void;
};

/**
 * An office tab that finds a household and opens it (Families, Accounts): a search by any of its names, the list,
 * and one household opened, with the address keeping which so Back and a reload return to it, and the keyboard
 * returning to the Open button of the household just left.
 */
export function HouseholdFinder({ name, renderHousehold, renderList, onViewChange }: HouseholdFinderProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchDraft, setSearchDraft] = useState(searchParams.get(params.search) ?? '');
  const returnTo = useRef<string | null>(null);
  const householdId = searchParams.get(params.householdId);
  const search = searchParams.get(params.search)?.trim() ?? '';

  function show(next: Partial<Record<keyof typeof params, string>>) {
    onViewChange();
    const shown = new URLSearchParams();
    for (const [param, value] of Object.entries(next)) {
      if (value) shown.set(params[param as keyof typeof params], value);
    }
    setSearchParams(shown);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    show({ search: searchDraft.trim() });
  }

  if (householdId) {
    return renderHousehold(householdId, () => {
      returnTo.current = householdId;
      show({ search });
    });
  }
  const inputId = `${name}-search-input`;
  return (
    <>
      <form className="roster-search" role="search" onSubmit={submitSearch}>
        <label htmlFor={inputId}>Search households by name, contact, guardian or student</label>
        <div className="roster-search__row">
          <input
            id={inputId}
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
      {renderList({ search, returnTo, onOpen: (id) => show({ householdId: id, search }) })}
    </>
  );
}

/**
 * Once the list has come (after a reload it is read afresh), the Open button of the household just left takes the
 * keyboard back.
 */
export function useFocusOnReturn(
  loaded: unknown,
  returnTo: RefObject<string | null>,
  buttonId: (id: string) => string,
) {
  useEffect(() => {
    if (!loaded || !returnTo.current) return;
    document.getElementById(buttonId(returnTo.current))?.focus();
    returnTo.current = null;
  }, [loaded, returnTo, buttonId]);
}
