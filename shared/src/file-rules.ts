/** 50 MB, counted in bytes: exactly this many is accepted, one more is refused. */
export const maxUploadBytes = 50 * 1024 * 1024;

export const fileMessages = {
  tooLarge: 'File too large. Maximum size is 50MB.',
  typeNotAllowed: 'File type not allowed. Please upload PDF, DOC, DOCX, TXT, or image files.',
  empty: 'The file is empty. Please choose a file with content.',
  missing: 'Please choose a file to upload.',
  noToken: 'Authentication token not found',
  uploadForbidden: 'Only teachers and admins can upload files',
  deleteForbidden: 'Only teachers and admins can delete files',
  notFound: 'File not found',
  fileIdRequired: 'File ID is required',
  interrupted: 'The upload did not complete. Please try again.',
  unreadable: 'The upload could not be read. Please rename the file or try again.',
  preflightRequired: 'File uploads must send the Apollo-Require-Preflight header',
  oneFilePerRequest: 'Send one file per request',
  tooManyUploads: 'Too many uploads. Please wait a few minutes and try again.',
} as const;
