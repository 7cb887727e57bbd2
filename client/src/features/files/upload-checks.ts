import { typeFromName, fileTypes, fileMessages, maxUploadBytes } from '@coop/contract';

/** For the file input's `accept`: the extensions the server takes (it also checks the content). */
export const acceptedFileTypes = Object.values(fileTypes)
  .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
  .join(',');

/** Size and type checks before a file is sent: null when it may go, else the message to show. */
export function uploadProblem(file: File | null): string | null {
  if (!file) return fileMessages.missing;
  if (file.size > maxUploadBytes) return fileMessages.tooLarge;
  if (!typeFromName(file.name)) return fileMessages.typeNotAllowed;
  if (file.size === 0) return fileMessages.empty;
  return null;
}
