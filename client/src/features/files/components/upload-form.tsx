import { useRef, useState, type FormEvent } from 'react';
import '../../../components/button-variants.css';
import { Field } from '../../../components/form-field';
import type { Notice } from '../../../components/notice';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import { VisibilitySelect } from '../../../components/visibility-select';
import type { Role } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { shareFields, type ShareAudienceOptions, type ShareChoice } from '../../../lib/share-choice';
import { useUploadFile } from '../api/upload-file';
import { fileUiMessages } from '../file-ui-messages';
import { acceptedFileTypes, uploadProblem } from '../upload-checks';

type UploadFormProps = {
  role: Role;
  /** The classes and grades offered besides the visibilities. */
  audiences?: ShareAudienceOptions;
  onNotice: (notice: Notice) => void;
};

export function UploadForm({ role, audiences, onNotice }: UploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<ShareChoice>('everyone');
  const [problem, setProblem] = useState<string | undefined>();
  const [percent, setPercent] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload] = useUploadFile();
  // The form is disabled while it sends: then back to the file field, ready for the next one.
  const { settle } = useFocusAfterAction(inputRef);
  const uploading = percent !== null;

  function choose(chosen: File | null) {
    setFile(chosen);
    // A choice is checked at once, so a wrong file is known before pressing Upload.
    setProblem(chosen ? (uploadProblem(chosen) ?? undefined) : undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = uploadProblem(file);
    setProblem(found ?? undefined);
    if (found || !file) {
      inputRef.current?.focus();
      return;
    }
    onNotice(null);
    setPercent(0);
    try {
      await upload({
        variables: { file, ...shareFields(choice) },
        context: { onUploadProgress: (fraction) => setPercent(Math.floor(fraction * 100)) },
      });
      onNotice({ kind: 'success', text: `Uploaded ${file.name}.` });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      onNotice({
        kind: 'error',
        text: apolloErrorMessage(error, {
          refused: fileUiMessages.uploadRefused,
          unreachable: fileUiMessages.uploadUnreachable,
        }),
      });
    } finally {
      setPercent(null);
      settle();
    }
  }

  return (
    <form className="member-form" noValidate onSubmit={submit} aria-labelledby="upload-heading">
      <h3 id="upload-heading">Upload a file</h3>
      <Field label="File" hint="PDF, DOC, DOCX, TXT, JPEG, PNG or GIF, up to 50 MB." error={problem}>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            className="field__control"
            type="file"
            name="file"
            accept={acceptedFileTypes}
            disabled={uploading}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <VisibilitySelect role={role} value={choice} onChange={setChoice} audiences={audiences} disabled={uploading} />
      <div className="member-form__actions">
        <button type="submit" className="button button--primary" disabled={uploading}>
          Upload
        </button>
      </div>
      <div className="upload-progress" role="status">
        {uploading && (
          <>
            <span>
              {fileUiMessages.uploading} {percent}%
            </span>
            <progress max={100} value={percent} aria-label="Upload progress" />
          </>
        )}
      </div>
    </form>
  );
}
