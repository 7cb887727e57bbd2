import {
  checkDirectoryChoices,
  directoryFieldLabels,
  directoryFields,
  directoryMessages,
  type DirectoryField,
} from '@coop/contract';
import { useState, type FormEvent } from 'react';
import '../../../components/button-variants.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { MyDirectoryListingQuery } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useMyDirectoryListing } from '../api/my-directory-listing';
import { useSetMyDirectoryListing } from '../api/set-my-directory-listing';
import '../directory.css';

type Listing = NonNullable<MyDirectoryListingQuery['myDirectoryListing']>;

/**
 * "Your household's listing": whether the guardian's household is in the directory and what it shows. A whole panel
 * of its own, so My family can hold it as well as the Directory page. An account that guards no household is told
 * so when it is a parent's; a teacher's or an administrator's sees nothing of it.
 */
export function DirectoryListingSettings({ parent }: { parent: boolean }) {
  const query = useMyDirectoryListing();
  const listing = query.data?.myDirectoryListing;
  if (query.data && !listing && !parent) return null;

  let body;
  if (listing) body = <ListingForm key={listing.householdId} listing={listing} />;
  else if (query.data) body = <p>{directoryMessages.noHousehold}</p>;
  else
    body = (
      <LoadingOrFailed
        query={query}
        loadingText={directoryMessages.loading}
        failedText={directoryMessages.loadFailed}
      />
    );

  return (
    <section className="member-panel" aria-labelledby="directory-listing-heading">
      <h2 id="directory-listing-heading">Your household’s listing</h2>
      {body}
    </section>
  );
}

function ListingForm({ listing }: { listing: Listing }) {
  const [save, saving] = useSetMyDirectoryListing();
  const [listed, setListed] = useState(listing.listed);
  const [fields, setFields] = useState<DirectoryField[]>(listing.fields);
  const [notice, setNotice] = useState<Notice>(null);

  function toggle(field: DirectoryField, on: boolean) {
    setFields((chosen) => directoryFields.filter((each) => (each === field ? on : chosen.includes(each))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.loading) return;
    const checked = checkDirectoryChoices({ listed, fields });
    if (!checked.ok) {
      setNotice({ kind: 'error', text: checked.message });
      return;
    }
    try {
      await save({ variables: { input: checked.value } });
      setNotice({ kind: 'success', text: directoryMessages.saved });
    } catch (refusal) {
      const text = apolloErrorMessage(refusal, {
        refused: directoryMessages.saveFailed,
        unreachable: directoryMessages.saveFailed,
      });
      setNotice({ kind: 'error', text });
    }
  }

  const household = listing.householdName || 'Your household';
  return (
    <form className="member-form" aria-labelledby="directory-listing-heading" onSubmit={(event) => void submit(event)}>
      <p>
        {listing.listed ? `${household} is listed in the directory.` : directoryMessages.notListed} Nothing is shown of
        the children but their first names and grades: never a birthday, allergies, medical notes, an address, emergency
        contacts or who may pick them up.
      </p>
      <label className="directory-choice">
        <input type="checkbox" checked={listed} onChange={(event) => setListed(event.target.checked)} />
        List our household in the directory
      </label>
      <fieldset className="directory-choices">
        <legend>What the directory shows of it</legend>
        {directoryFields.map((field) => (
          <label key={field} className="directory-choice">
            <input
              type="checkbox"
              checked={fields.includes(field)}
              onChange={(event) => toggle(field, event.target.checked)}
            />
            {directoryFieldLabels[field]}
          </label>
        ))}
      </fieldset>
      <NoticeRegion notice={notice} />
      <div className="member-form__actions">
        <button type="submit" className="button" aria-disabled={saving.loading || undefined}>
          {saving.loading ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
