// The client's upload form checks the same list before sending that the server checks on arrival.

/** The kinds of file the co-op accepts, each with its extensions and the type it is served as. */
export const fileTypes = {
  pdf: { extensions: ['pdf'], contentType: 'application/pdf' },
  doc: { extensions: ['doc'], contentType: 'application/msword' },
  docx: {
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  txt: { extensions: ['txt'], contentType: 'text/plain; charset=utf-8' },
  jpeg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  png: { extensions: ['png'], contentType: 'image/png' },
  gif: { extensions: ['gif'], contentType: 'image/gif' },
} as const;

export type FileType = keyof typeof fileTypes;

export function typeFromName(name: string): FileType | undefined {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (!extension) return undefined;
  return (Object.keys(fileTypes) as FileType[]).find((type) =>
    (fileTypes[type].extensions as readonly string[]).includes(extension),
  );
}
