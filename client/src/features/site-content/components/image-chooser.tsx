import { useId, useRef, useState } from 'react';
import { Field } from '../../../components/form-field';
import type { UploadContentImageMutation } from '../../../graphql/editors/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { imageInfo, imageUrl, type ImageFormat, type ImageInfo } from '../../../lib/images';
import { useUploadContentImage } from '../api/upload-content-image';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';

type ImageChooserProps = {
  /** The chosen image's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
};

/** What a picture of the site is known as: the one just uploaded, or one the site already had. */
type ContentImage = UploadContentImageMutation['uploadContentImage'];

function knownImage(id: string, uploaded: ContentImage | null): ImageInfo | null {
  if (uploaded?.id === id) return { ...uploaded, formats: uploaded.formats as ImageFormat[] };
  try {
    return imageInfo(id);
  } catch {
    return null;
  }
}

/** The chosen picture, shown small; a new one uploaded with its description; or none. */
export function ImageChooser({ value, onChange }: ImageChooserProps) {
  const [uploaded, setUploaded] = useState<ContentImage | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [failure, setFailure] = useState('');
  const [upload, { loading }] = useUploadContentImage();
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const info = value ? knownImage(value, uploaded) : null;

  async function send() {
    const found = {
      file: file ? undefined : messages.imageFileRequired,
      alt: alt.trim() ? undefined : messages.imageAltRequired,
    };
    setErrors(found);
    setFailure('');
    if (found.file) return fileRef.current?.focus();
    if (found.alt || !file) return altRef.current?.focus();
    try {
      const { data } = await upload({ variables: { file, alt: alt.trim() } });
      if (!data) return;
      setUploaded(data.uploadContentImage);
      onChange(data.uploadContentImage.id);
      setFile(null);
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setFailure(
        apolloErrorMessage(error, { refused: messages.imageUploadFailed, unreachable: messages.imageUploadFailed }),
      );
      fileRef.current?.focus();
    }
  }

  const format = info && (info.formats.includes('jpg') ? 'jpg' : info.formats[0]);
  return (
    <fieldset className="image-chooser" aria-labelledby={headingId}>
      <legend id={headingId}>Picture</legend>
      {value ? (
        <div className="image-chooser__current">
          {info && format ? (
            <img
              src={imageUrl(value, Math.min(...info.widths), format)}
              width={info.width}
              height={info.height}
              alt={info.alt}
            />
          ) : (
            <p>{value}</p>
          )}
          <button type="button" className="button button--secondary" onClick={() => onChange('')}>
            Remove picture
          </button>
        </div>
      ) : (
        <p className="field__hint">No picture: the card shows text only.</p>
      )}
      <Field
        label={value ? 'Replace with a new picture' : 'Upload a picture'}
        hint="JPEG, PNG or WebP."
        error={errors.file}
      >
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            className="field__control"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={loading}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field
        label="Picture description"
        hint="What the picture shows, read to people who cannot see it."
        error={errors.alt}
      >
        {(control) => (
          <input
            {...control}
            ref={altRef}
            className="field__control"
            type="text"
            value={alt}
            disabled={loading}
            onChange={(event) => setAlt(event.target.value)}
          />
        )}
      </Field>
      <button type="button" className="button button--secondary" disabled={loading} onClick={() => void send()}>
        {loading ? messages.imageUploading : 'Upload picture'}
      </button>
      <p role="alert" className="field__error">
        {failure}
      </p>
    </fieldset>
  );
}
