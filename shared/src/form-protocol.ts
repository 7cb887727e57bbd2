// The field names of the form provider protocol, which every public form posts and the collector reads. A
// module of its own, so a page with a form but without the enrollment does not load the enrollment's rules.

/** The hidden field people leave empty and form-filling robots do not. */
export const honeypotField = '_gotcha';
/** The name the form provider protocol gives the sender's e-mail address. */
export const replyToField = '_replyto';
/** A client-chosen UUID per submission: a post sent again (the offline queue) is stored once. */
export const submissionIdField = '_submission_id';
/** Where a native post wants to land afterwards (a path on this site). */
export const nextField = '_next';
/** The name a form's field is posted under: the protocol's own name when it has one (the parent's e-mail is `_replyto`). */
export function postedName(field: { name: string; aliases?: readonly string[] }): string {
  return field.aliases?.[0] ?? field.name;
}

/** The enrollment's acknowledgment box, sent as Yes or No. */
export const acknowledgmentField = 'acknowledgment';
