import { agreementMessages, signatureMatches } from '@coop/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import '../../../components/button-variants.css';
import { FormActions } from '../../../components/form-actions';
import { Field } from '../../../components/form-field';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { RichText } from '../../../components/rich-text';
import type { FamilyAgreementTermFieldsFragment } from '../../../graphql/graphql';
import { errorCodes } from '../../../lib/apollo-client';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMyAgreements, useSignAgreement } from '../api/my-agreements';
import { agreementsUiMessages as messages } from '../agreements-ui-messages';
import '../agreements.css';

type Term = FamilyAgreementTermFieldsFragment;
type Document = Term['documents'][number];

/**
 * My family's agreements: for each term the household has places in, the documents the office asks it to sign,
 * each signed (by whom, when) or with Read and sign, and the places waiting for the signatures. Nothing at all for
 * an account that is shown no family (My family says why).
 */
export function FamilyAgreements({ accountName }: { accountName: string }) {
  const query = useMyAgreements();
  const [notice, setNotice] = useState<Notice>(null);
  const terms = query.data?.myAgreements;
  if (!terms) {
    if (!query.error || errorCodes(query.error).includes('EMAIL_NOT_VERIFIED')) return null;
    return (
      <p role="alert" className="notice notice--error">
        {messages.loadFailed}
      </p>
    );
  }
  if (terms.length === 0) return null;
  return (
    <div className="family-agreements">
      <NoticeRegion notice={notice} />
      {terms.map((term) => (
        <TermAgreements key={term.termKey} term={term} accountName={accountName} onNotice={setNotice} />
      ))}
    </div>
  );
}

type NoticeProps = { onNotice: (notice: Notice) => void };

function TermAgreements({ term, accountName, onNotice }: { term: Term; accountName: string } & NoticeProps) {
  const headingId = `agreements-${term.termKey}`;
  return (
    <section className="member-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Agreements for {term.termName}</h2>
      {term.waiting.length > 0 && (
        <>
          <p className="family-agreements__waiting">{agreementMessages.waiting(term.termName)}</p>
          <ul>
            {term.waiting.map((place) => (
              <li key={place.placementId}>
                {place.studentName}: {place.classTitle}
              </li>
            ))}
          </ul>
        </>
      )}
      <ul className="submission-list">
        {term.documents.map((document) => (
          <FamilyAgreement key={document.id} document={document} accountName={accountName} onNotice={onNotice} />
        ))}
      </ul>
    </section>
  );
}

function FamilyAgreement({
  document,
  accountName,
  onNotice,
}: { document: Document; accountName: string } & NoticeProps) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const readingId = `agreement-reading-${document.id}`;

  function close(signed: boolean) {
    setOpen(false);
    // The button is gone once signed: the document's heading keeps the keyboard's place.
    requestAnimationFrame(() => (signed ? heading.current : opener.current)?.focus());
  }

  return (
    <li className="family-agreement">
      <h3 ref={heading} tabIndex={-1}>
        {document.title}
      </h3>
      {document.signature ? (
        <p>
          Signed by {document.signature.signerName} on{' '}
          <time dateTime={document.signature.signedAt}>{formatDateTime(document.signature.signedAt)}</time>
          {document.version > 1 && ` (version ${document.version})`}
        </p>
      ) : (
        <>
          <p>Not signed yet{document.version > 1 && ` (version ${document.version} is new)`}.</p>
          {!open && (
            <button
              ref={opener}
              type="button"
              className="button button--small"
              aria-expanded={false}
              aria-controls={readingId}
              aria-label={`Read and sign the ${document.title}`}
              onClick={() => setOpen(true)}
            >
              Read and sign
            </button>
          )}
          {open && (
            <SigningForm
              id={readingId}
              document={document}
              accountName={accountName}
              onNotice={onNotice}
              onClose={close}
            />
          )}
        </>
      )}
    </li>
  );
}

type SigningProps = NoticeProps & {
  id: string;
  document: Document;
  accountName: string;
  onClose: (signed: boolean) => void;
};

/** The document's text, then the signature: the guardian's full name, as their account has it. */
function SigningForm({ id, document, accountName, onNotice, onClose }: SigningProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sign, { loading }] = useSignAgreement();
  const field = useRef<HTMLInputElement>(null);
  const titleId = `${id}-title`;
  const region = useRef<HTMLDivElement>(null);
  // Opened, the text is where the reader goes next: the keyboard and the screen reader start at its title.
  useEffect(() => region.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const problem = !name.trim()
      ? agreementMessages.signatureRequired
      : accountName && !signatureMatches(name, accountName)
        ? agreementMessages.signatureMismatch(accountName)
        : undefined;
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    try {
      await sign({ variables: { input: { documentId: document.id, version: document.version, fullName: name } } });
      onNotice({ kind: 'success', text: messages.signed(document.title) });
      onClose(true);
    } catch (failure) {
      const text = apolloErrorMessage(failure, { refused: messages.refused, unreachable: messages.signUnreachable });
      setError(text);
      field.current?.focus();
    }
  }

  return (
    <div
      id={id}
      className="family-agreement__reading"
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={region}
    >
      <h4 id={titleId}>
        {document.title}, version {document.version}
      </h4>
      <RichText content={{ markdown: document.text }} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={`Sign the ${document.title}`}>
        <Field
          label="Your full name"
          hint={accountName ? messages.signatureHint(accountName) : undefined}
          error={error}
          required
        >
          {(control) => (
            <input
              {...control}
              ref={field}
              className="field__control"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <FormActions submit="Sign" busy={loading} busyText="Signing…" onCancel={() => onClose(false)} />
      </form>
    </div>
  );
}
