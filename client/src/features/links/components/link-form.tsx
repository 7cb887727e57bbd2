import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormActions } from '../../../components/form-actions';
import { Field, RequiredNote } from '../../../components/form-field';
import type { Notice } from '../../../components/notice';
import { useCheckedValues } from '../../../components/use-checked-values';
import { VisibilitySelect } from '../../../components/visibility-select';
import type { LinkCategory, Role } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { shareFields, type ShareAudienceOptions, type ShareChoice } from '../../../lib/share-choice';
import { useShareLink } from '../api/share-link';
import { linkLimits } from '@coop/contract';
import { linkCategories } from '../link-categories';
import { linkUiMessages } from '../link-ui-messages';
import { validateLink, type LinkValues } from '../link-validation';

type LinkFormProps = {
  role: Role;
  /** The classes and grades offered besides the visibilities. */
  audiences?: ShareAudienceOptions;
  onNotice: (notice: Notice) => void;
};

const empty: LinkValues = { title: '', url: '', description: '' };

export function LinkForm({ role, audiences, onNotice }: LinkFormProps) {
  const { formRef, values, errors, change, check, reset } = useCheckedValues(empty, validateLink);
  const [category, setCategory] = useState<LinkCategory>('General');
  const [choice, setChoice] = useState<ShareChoice>('everyone');
  const [shareLink, { loading }] = useShareLink();
  // Once a link is shared, back to the first field, ready for the next one.
  const titleRef = useRef<HTMLInputElement>(null);

  /** What the three text controls share: their name, length limit, value and change handler. */
  const textControl = (field: keyof LinkValues) => ({
    className: 'field__control',
    name: field,
    maxLength: linkLimits[field],
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check()) return;
    onNotice(null);
    try {
      const { data } = await shareLink({
        variables: {
          input: {
            title: values.title.trim(),
            url: values.url.trim(),
            description: values.description.trim(),
            category,
            ...shareFields(choice),
          },
        },
      });
      onNotice({ kind: 'success', text: `Shared "${data?.shareLink.title ?? values.title.trim()}".` });
      reset();
      setCategory('General');
      titleRef.current?.focus();
    } catch (error) {
      onNotice({
        kind: 'error',
        text: apolloErrorMessage(error, {
          refused: linkUiMessages.shareFailed,
          unreachable: linkUiMessages.shareFailed,
        }),
      });
    }
  }

  return (
    <form ref={formRef} className="member-form" noValidate onSubmit={submit} aria-labelledby="share-link-heading">
      <h3 id="share-link-heading">Share a link</h3>
      <RequiredNote />
      <Field label="Title" error={errors.title} required>
        {(control) => <input {...control} {...textControl('title')} ref={titleRef} type="text" />}
      </Field>
      <Field label="URL" hint="A web address starting with https:// or http://" error={errors.url} required>
        {(control) => <input {...control} {...textControl('url')} type="url" inputMode="url" />}
      </Field>
      <Field label="Description" error={errors.description} required>
        {(control) => <textarea {...control} {...textControl('description')} />}
      </Field>
      <Field label="Category">
        {(control) => (
          <select
            {...control}
            className="field__control"
            name="category"
            value={category}
            onChange={(event) => setCategory(event.target.value as LinkCategory)}
          >
            {linkCategories.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        )}
      </Field>
      <VisibilitySelect role={role} value={choice} onChange={setChoice} audiences={audiences} />
      <FormActions submit="Share Link" busy={loading} busyText="Sharing…" />
    </form>
  );
}
