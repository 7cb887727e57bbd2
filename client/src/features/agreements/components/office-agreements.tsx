import {
  agreementKindLabels,
  agreementKinds,
  agreementLimits,
  agreementMessages,
  type AgreementKindName,
} from '@coop/contract';
import { useRef, useState, type FormEvent } from 'react';
import '../../../components/button-variants.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { Field } from '../../../components/form-field';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { TermChooser } from '../../../components/term-chooser';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { RichText } from '../../../components/rich-text';
import type { AgreementDocumentFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import {
  useAgreementDocuments,
  useAgreementTerms,
  useCreateAgreementDocument,
  useUpdateAgreementDocument,
  useWithdrawAgreementDocument,
} from '../api/office-agreements';
import { agreementsLoading, agreementsUiMessages as messages } from '../agreements-ui-messages';
import '../agreements.css';

const fallbacks = { refused: messages.refused, unreachable: messages.unreachable };

type Document = AgreementDocumentFieldsFragment;
type Draft = { kind: AgreementKindName; title: string; text: string };
type DraftErrors = Partial<Record<keyof Draft, string>>;

/** The checks the server makes, made first so a mistake is shown beside its field. */
function draftErrors(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = agreementMessages.titleRequired;
  else if (title.length > agreementLimits.title) errors.title = agreementMessages.titleTooLong;
  const text = draft.text.trim();
  if (!text) errors.text = agreementMessages.textRequired;
  else if (text.length > agreementLimits.text) errors.text = agreementMessages.textTooLong;
  return errors;
}

/**
 * The office's Agreements tab (administrators): per term, the documents families sign (added, edited, withdrawn),
 * and for each who signed which version and which households with a place in the term have not.
 */
export function OfficeAgreements() {
  const terms = useAgreementTerms();
  const [chosen, setChosen] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);
  const termKey = chosen ?? terms.data?.agreementTerms[0]?.key;
  const term = terms.data?.agreementTerms.find((each) => each.key === termKey);
  const documents = useAgreementDocuments(termKey);
  const list = documents.data?.agreementDocuments;

  return (
    <section className="member-panel agreements" aria-labelledby="agreements-heading">
      <h2 id="agreements-heading">Agreements</h2>
      <p>
        The documents families sign for a term, and who has signed them. A place is confirmed once its family has signed
        every one.
      </p>
      <NoticeRegion notice={notice} />
      {!terms.data ? (
        <LoadingOrFailed query={terms} loadingText={agreementsLoading} failedText={messages.loadFailed} />
      ) : (
        <>
          <TermChooser
            terms={terms.data!.agreementTerms}
            value={termKey}
            className="agreements__term"
            onChange={(key) => {
              setChosen(key);
              setNotice(null);
            }}
          />
          {term && !list && (
            <LoadingOrFailed query={documents} loadingText={agreementsLoading} failedText={messages.loadFailed} />
          )}
          {term && list && (
            <>
              {list.length === 0 && <p>{messages.noDocuments(term.name)}</p>}
              {list.map((document) => (
                <DocumentSection key={document.id} document={document} onNotice={setNotice} />
              ))}
              <NewDocumentForm key={term.key} termKey={term.key} termName={term.name} onNotice={setNotice} />
            </>
          )}
        </>
      )}
    </section>
  );
}

type NoticeProps = { onNotice: (notice: Notice) => void };

function DocumentSection({ document, onNotice }: { document: Document } & NoticeProps) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [withdraw, withdrawing] = useWithdrawAgreementDocument();
  const headingId = `agreement-${document.id}`;
  const current = document.signatures.filter((signature) => signature.version === document.version);
  const earlier = document.signatures.filter((signature) => signature.version !== document.version);

  async function confirmWithdraw() {
    try {
      await withdraw({ variables: { documentId: document.id } });
      onNotice({ kind: 'success', text: messages.withdrawn(document.title) });
    } catch (failure) {
      onNotice({ kind: 'error', text: apolloErrorMessage(failure, fallbacks) });
    }
    setAsking(false);
  }

  return (
    <section className="agreement" aria-labelledby={headingId}>
      <h3 id={headingId}>{document.title}</h3>
      <p className="agreement__facts">
        {agreementKindLabels[document.kind]} · version {document.version} of{' '}
        <time dateTime={document.versionAt}>{formatDateTime(document.versionAt)}</time>
        {document.withdrawnAt && (
          <>
            {' '}
            · <strong>withdrawn</strong>{' '}
            <time dateTime={document.withdrawnAt}>{formatDateTime(document.withdrawnAt)}</time>
          </>
        )}
      </p>
      {editing ? (
        <DocumentForm
          legend={`Edit ${document.title}`}
          initial={{ kind: document.kind, title: document.title, text: document.text }}
          document={document}
          onDone={() => setEditing(false)}
          onNotice={onNotice}
        />
      ) : (
        <>
          <details className="agreement__text">
            <summary>Read the text of version {document.version}</summary>
            <RichText content={{ markdown: document.text }} />
          </details>
          {!document.withdrawnAt && (
            <div className="member-form__actions">
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Edit ${document.title}`}
                onClick={() => setEditing(true)}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button--danger button--small"
                aria-label={`Withdraw ${document.title}`}
                onClick={() => setAsking(true)}
              >
                Withdraw
              </button>
            </div>
          )}
        </>
      )}
      <h4>Signed (version {document.version})</h4>
      {current.length === 0 ? <p>No household has signed this version yet.</p> : <SignatureList signatures={current} />}
      {!document.withdrawnAt && (
        <>
          <h4>Not signed yet</h4>
          {document.unsigned.length === 0 ? (
            <p>{messages.everyoneSigned}</p>
          ) : (
            <ul className="agreement__households">
              {document.unsigned.map((household) => (
                <li key={household.householdId}>{household.householdName}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {earlier.length > 0 && (
        <>
          <h4>Signed an earlier version</h4>
          <SignatureList signatures={earlier} />
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={`Withdraw ${document.title}?`}
        confirmLabel="Withdraw"
        busy={withdrawing.loading}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setAsking(false)}
      >
        <p>Families will no longer be asked to sign it, and places can be confirmed without it. Its signatures stay.</p>
      </ConfirmDialog>
    </section>
  );
}

function SignatureList({ signatures }: { signatures: Document['signatures'] }) {
  return (
    <ul className="agreement__households">
      {signatures.map((signature) => (
        <li key={`${signature.householdId}-${signature.version}`}>
          {signature.householdName}: signed by {signature.signerName} on{' '}
          <time dateTime={signature.signedAt}>{formatDateTime(signature.signedAt)}</time> (version {signature.version})
        </li>
      ))}
    </ul>
  );
}

function NewDocumentForm({ termKey, termName, onNotice }: { termKey: string; termName: string } & NoticeProps) {
  return (
    <div className="agreement agreement--new">
      <DocumentForm
        legend={`Add a document for ${termName}`}
        initial={{ kind: 'membership_agreement', title: '', text: '' }}
        termKey={termKey}
        onNotice={onNotice}
      />
    </div>
  );
}

type DocumentFormProps = NoticeProps & {
  legend: string;
  initial: Draft;
  /** Given: the form edits it; else it adds one to `termKey`. */
  document?: Document;
  termKey?: string;
  onDone?: () => void;
};

function DocumentForm({ legend, initial, document, termKey, onDone, onNotice }: DocumentFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [create, creating] = useCreateAgreementDocument();
  const [update, updating] = useUpdateAgreementDocument();
  const busy = creating.loading || updating.loading;
  const fields = { title: useRef<HTMLInputElement>(null), text: useRef<HTMLTextAreaElement>(null) };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = draftErrors(draft);
    setErrors(found);
    const first = (['title', 'text'] as const).find((field) => found[field]);
    if (first) {
      fields[first].current?.focus();
      return;
    }
    try {
      if (document) {
        const answer = await update({ variables: { input: { documentId: document.id, ...draft } } });
        const saved = answer.data!.updateAgreementDocument;
        onNotice({
          kind: 'success',
          text:
            saved.version > document.version
              ? messages.newVersion(saved.title, saved.version)
              : messages.saved(saved.title, saved.version),
        });
        onDone?.();
      } else {
        const answer = await create({ variables: { input: { termKey: termKey!, ...draft } } });
        onNotice({ kind: 'success', text: messages.created(answer.data!.createAgreementDocument.title) });
        setDraft(initial);
      }
    } catch (failure) {
      onNotice({ kind: 'error', text: apolloErrorMessage(failure, fallbacks) });
    }
  }

  return (
    <form className="agreement__form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{legend}</legend>
        <Field label="Kind">
          {(control) => (
            <select
              {...control}
              className="field__control"
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.target.value as AgreementKindName })}
            >
              {agreementKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {agreementKindLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Title" error={errors.title} required>
          {(control) => (
            <input
              {...control}
              ref={fields.title}
              className="field__control"
              maxLength={agreementLimits.title}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Text"
          hint={
            document
              ? 'Markdown. Once a family has signed it, changed text becomes a new version that every family signs again.'
              : 'Markdown: **bold**, lists with -, links as [words](https://…).'
          }
          error={errors.text}
          required
        >
          {(control) => (
            <textarea
              {...control}
              ref={fields.text}
              className="field__control agreement__textarea"
              rows={8}
              value={draft.text}
              onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            />
          )}
        </Field>
        <FormActions submit={document ? 'Save document' : 'Add document'} busy={busy} onCancel={onDone} />
      </fieldset>
    </form>
  );
}
