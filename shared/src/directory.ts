// The member directory: approved members read the households that chose to be listed, with only the fields each
// chose. The fields a household can show, their words, the checks of a household's choices and the messages live
// here once; the server refuses with them and the Directory page's form and lists read them.

/** What a household may show, in the order the directory draws them. Nothing else of a family can be listed. */
export const directoryFields = ['householdName', 'guardianNames', 'children', 'phone', 'email'] as const;
export type DirectoryField = (typeof directoryFields)[number];

/** Each field as the guardian choosing it reads it. */
export const directoryFieldLabels: Readonly<Record<DirectoryField, string>> = {
  householdName: "The household's name",
  guardianNames: "The guardians' names",
  children: "The children's first names and grades",
  phone: 'The home phone',
  email: "Each guardian's account e-mail address",
};

/** The same fields inside a sentence of the household's history. */
export const directoryFieldWords: Readonly<Record<DirectoryField, string>> = {
  householdName: 'name',
  guardianNames: "guardians' names",
  children: "children's first names and grades",
  phone: 'phone',
  email: 'e-mail addresses',
};

export const directoryMessages = {
  listedInvalid: 'Please say whether your household is listed in the directory',
  fieldsInvalid: `Please choose the fields to show from: ${directoryFields.join(', ')}`,
  fieldsRequired: 'Please choose at least one thing to show, or leave your household out of the directory',
  noHousehold: 'No household is linked to your account yet. Once My family shows your household, you can list it here.',
  empty: 'No households are listed in the directory yet.',
  noMatch: (search: string) => `No listed household matches “${search}”.`,
  loading: 'Loading the directory…',
  loadFailed: 'The directory could not be loaded. Please try again.',
  saved: 'Your household’s listing is saved.',
  saveFailed: 'Your choices could not be saved. Please try again.',
  notListed: 'Your household is not listed in the directory.',
  unnamed: 'A co-op household',
} as const;

/** A household's choices: whether it is listed at all, and which fields it shows when it is. */
export interface DirectoryChoices {
  listed: boolean;
  fields: DirectoryField[];
}

export type CheckedChoices = { ok: true; value: DirectoryChoices } | { ok: false; field: string; message: string };

/**
 * `listed` must be a boolean and `fields` a list of known fields (one at least when listed), each kept once in the
 * directory's order.
 */
export function checkDirectoryChoices(raw: { listed?: unknown; fields?: unknown }): CheckedChoices {
  if (typeof raw.listed !== 'boolean') return { ok: false, field: 'listed', message: directoryMessages.listedInvalid };
  const fields = raw.fields;
  if (
    !Array.isArray(fields) ||
    fields.length > 20 ||
    fields.some((field) => !(directoryFields as readonly unknown[]).includes(field))
  )
    return { ok: false, field: 'fields', message: directoryMessages.fieldsInvalid };
  // A listing that shows nothing would be a line without a name, of no use to anyone reading it.
  if (raw.listed && fields.length === 0)
    return { ok: false, field: 'fields', message: directoryMessages.fieldsRequired };
  return { ok: true, value: { listed: raw.listed, fields: directoryFields.filter((field) => fields.includes(field)) } };
}
