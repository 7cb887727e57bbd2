import { announcementLimits, longDate } from '@coop/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import '../../../components/button-variants.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { Field, RequiredNote } from '../../../components/form-field';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { Markdown } from '../../../components/markdown';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { Tabs } from '../../../components/tabs';
import { catalog } from '../../../config/catalog';
import type { AudienceFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage, refusedField } from '../../../lib/apollo-error-message';
import type { SessionUser } from '../../../lib/auth-storage';
import { formatDateTime } from '../../../lib/format-date-time';
import {
  audienceInput,
  audienceKey,
  draftProblems,
  emptyDraft,
  keepDraft,
  readDraft,
  sendAtInstant,
  sendInput,
  type AnnouncementDraft,
  type DraftErrors,
  type DraftField,
} from '../announcement-draft';
import { useAnnouncementAudiences } from '../api/announcement-audiences';
import { useAnnouncementReach } from '../api/announcement-reach';
import { useSendAnnouncement } from '../api/send-announcement';
import { writeLoading } from '../messages-loading';
import { messagesUiMessages as messages, reachText } from '../messages-ui-messages';
import '../messages.css';

const fieldOrder: DraftField[] = ['subject', 'body', 'audience', 'sendAt', 'noticeUntil'];

/** The form's field a refusal is about, by the input field the server names (an audience's parts are one choice). */
const refusedFields: Record<string, DraftField> = {
  subject: 'subject',
  body: 'body',
  audience: 'audience',
  kind: 'audience',
  classKey: 'audience',
  grade: 'audience',
  group: 'audience',
  condition: 'audience',
  sendAt: 'sendAt',
  noticeUntil: 'noticeUntil',
};
const fieldId = (field: DraftField) => `announcement-${field}`;

/**
 * The Write tab (administrators and teachers): a message in markdown with its preview, whom it goes to and how many
 * that reaches now, when it goes, whether it is urgent; sent after a confirmation naming its reach.
 */
export function WriteAnnouncement({ viewer }: { viewer: SessionUser }) {
  const query = useAnnouncementAudiences();
  const [notice, setNotice] = useState<Notice>(null);
  const choices = query.data?.announcementAudiences.map((choice) => choice.audience);
  return (
    <section className="member-panel messages-write" aria-labelledby="write-heading">
      <h2 id="write-heading">Write</h2>
      <p>
        An announcement goes by e-mail, once to each household it reaches, and into each member's inbox under Messages.
      </p>
      <NoticeRegion notice={notice} />
      {!choices ? (
        <LoadingOrFailed query={query} loadingText={writeLoading} failedText={messages.audiencesFailed} />
      ) : choices.length === 0 ? (
        <p>{messages.noAudiences}</p>
      ) : (
        <WriteForm viewer={viewer} choices={choices} onNotice={setNotice} />
      )}
    </section>
  );
}

type WriteFormProps = {
  viewer: SessionUser;
  choices: AudienceFieldsFragment[];
  onNotice: (notice: Notice) => void;
};

function WriteForm({ viewer, choices, onNotice }: WriteFormProps) {
  const { timeZone } = catalog();
  const [draft, setDraft] = useState<AnnouncementDraft>(() => {
    const kept = readDraft(viewer.id);
    // An audience no longer offered (a class this teacher gave up) is chosen again.
    return choices.some((choice) => audienceKey(choice) === kept.audience) ? kept : { ...kept, audience: '' };
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [checked, setChecked] = useState(false);
  const [bodyView, setBodyView] = useState<'write' | 'preview'>('write');
  const [confirming, setConfirming] = useState(false);
  const [send, { loading: sending }] = useSendAnnouncement();
  const focusNext = useRef<DraftField | null>(null);

  const audience = choices.find((choice) => audienceKey(choice) === draft.audience);
  const reach = useAnnouncementReach(audience ? audienceInput(audience) : null);

  useEffect(() => keepDraft(viewer.id, draft), [viewer.id, draft]);
  // After a refusal, the keyboard goes to the first field it names, once that field is shown.
  useEffect(() => {
    const field = focusNext.current;
    if (!field) return;
    focusNext.current = null;
    document.getElementById(fieldId(field))?.focus();
  });

  function change(next: Partial<AnnouncementDraft>) {
    const changed = { ...draft, ...next };
    setDraft(changed);
    if (checked) setErrors(draftProblems(changed, timeZone, new Date()));
  }

  function refuse(found: DraftErrors) {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first === 'body') setBodyView('write');
    focusNext.current = first ?? null;
  }

  function review(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = draftProblems(draft, timeZone, new Date());
    setChecked(true);
    if (Object.keys(found).length > 0) return refuse(found);
    setErrors({});
    setConfirming(true);
  }

  async function confirm() {
    if (!audience) return;
    try {
      const answer = await send({ variables: { input: sendInput(draft, audience, timeZone) } });
      const sent = answer.data?.sendAnnouncement;
      setConfirming(false);
      setDraft(emptyDraft);
      setChecked(false);
      setBodyView('write');
      onNotice({
        kind: 'success',
        text:
          sent?.state === 'scheduled'
            ? messages.scheduled(audience.label, formatDateTime(sent.sendAt, timeZone))
            : messages.sent(audience.label),
      });
    } catch (failure) {
      setConfirming(false);
      const text = apolloErrorMessage(failure, {
        refused: messages.sendRefused,
        unreachable: messages.sendUnreachable,
      });
      const field = refusedFields[refusedField(failure) ?? ''];
      if (field) refuse({ [field]: text });
      onNotice({ kind: 'error', text });
    }
  }

  const sendAt = draft.when === 'later' ? sendAtInstant(draft.sendAt, timeZone) : null;

  return (
    <form className="member-form messages-write__form" noValidate onSubmit={review} aria-label="New announcement">
      <RequiredNote />
      <p className="field__hint">{messages.draftKept}</p>
      <Field id={fieldId('subject')} label="Subject" error={errors.subject} required>
        {(control) => (
          <input
            {...control}
            className="field__control"
            maxLength={announcementLimits.subject}
            value={draft.subject}
            onChange={(event) => change({ subject: event.target.value })}
          />
        )}
      </Field>

      <Tabs
        label="Message: write or preview"
        tabs={[
          { id: 'write', label: 'Write' },
          { id: 'preview', label: 'Preview' },
        ]}
        selected={bodyView}
        onSelect={setBodyView}
      >
        {bodyView === 'write' ? (
          <Field
            id={fieldId('body')}
            label="Message"
            hint="## for a heading, **bold**, *italic*, - for a list item, [words](https://…) for a link."
            error={errors.body}
            required
          >
            {(control) => (
              <textarea
                {...control}
                className="field__control messages-write__body"
                rows={12}
                spellCheck
                value={draft.body}
                onChange={(event) => change({ body: event.target.value })}
              />
            )}
          </Field>
        ) : (
          <div className="rich-text messages-write__preview">
            {draft.body.trim() ? <Markdown source={draft.body} /> : <p>Nothing written yet.</p>}
          </div>
        )}
      </Tabs>

      <Field id={fieldId('audience')} label="To" error={errors.audience} required>
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={draft.audience}
            onChange={(event) => change({ audience: event.target.value })}
          >
            <option value="">Choose who receives it</option>
            {choices.map((choice) => (
              <option key={audienceKey(choice)} value={audienceKey(choice)}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="messages-write__reach" role="status">
        {audience &&
          (reach.data
            ? reachText(reach.data.announcementReach)
            : reach.error
              ? messages.reachFailed
              : messages.reachLoading)}
      </p>

      <fieldset className="messages-write__when">
        <legend>When</legend>
        <label className="messages-write__choice">
          <input type="radio" name="when" checked={draft.when === 'now'} onChange={() => change({ when: 'now' })} />{' '}
          Send now
        </label>
        <label className="messages-write__choice">
          <input type="radio" name="when" checked={draft.when === 'later'} onChange={() => change({ when: 'later' })} />{' '}
          Send at a set time
        </label>
        {draft.when === 'later' && (
          <Field
            id={fieldId('sendAt')}
            label="Send at"
            hint={messages.timeHint(timeZone)}
            error={errors.sendAt}
            required
          >
            {(control) => (
              <input
                {...control}
                className="field__control"
                type="datetime-local"
                value={draft.sendAt}
                onChange={(event) => change({ sendAt: event.target.value })}
              />
            )}
          </Field>
        )}
      </fieldset>

      {/* Only administrators speak for the whole site, in its notice. */}
      {viewer.role === 'admin' && (
        <label className="messages-write__choice">
          <input
            type="checkbox"
            checked={draft.urgent}
            onChange={(event) => change({ urgent: event.target.checked })}
          />{' '}
          Urgent: also show it as the site's notice
        </label>
      )}
      {draft.urgent && (
        <Field
          id={fieldId('noticeUntil')}
          label="Show as the site's notice until"
          hint={messages.noticeHint}
          error={errors.noticeUntil}
          required
        >
          {(control) => (
            <input
              {...control}
              className="field__control"
              type="date"
              value={draft.noticeUntil}
              onChange={(event) => change({ noticeUntil: event.target.value })}
            />
          )}
        </Field>
      )}

      <FormActions submit={draft.when === 'later' ? 'Schedule…' : 'Send…'} busy={sending} busyText="Sending…" />

      <ConfirmDialog
        open={confirming}
        title={draft.when === 'later' ? 'Schedule this message?' : 'Send this message?'}
        confirmLabel={draft.when === 'later' ? 'Schedule' : 'Send now'}
        busy={sending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          "{draft.subject.trim()}" to {audience?.label}
          {sendAt ? `, on ${formatDateTime(sendAt, timeZone)}` : ', now'}.
        </p>
        <p>{reach.data ? reachText(reach.data.announcementReach) : messages.reachLoading}</p>
        {draft.urgent && draft.noticeUntil && (
          <p>It shows as the site's notice until the end of {longDate(draft.noticeUntil)}.</p>
        )}
      </ConfirmDialog>
    </form>
  );
}
