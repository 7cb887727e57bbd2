// Texts of the office's Duties tab; the server's own sentence is shown whenever it sends one.
export const dutiesLoading = 'Loading the duties…';

export const dutiesUiMessages = {
  loadFailed: 'Failed to load the duties',
  refused: 'The change was refused',
  unreachable: 'Failed to save the change. Please try again.',
  intro:
    'The duties families volunteer for, each term’s quota of hours and what an hour not worked costs, exemptions, background checks on file, and the slots of the co-op days.',
  noRoles: 'No duties yet. Add the first one below.',
  hoursHint: 'Hours per family for the term, such as 7.5.',
  rateHint: 'In dollars, such as 20.00.',
  windowHint: 'On the co-op’s clock. Leave empty for no limit.',
  autoAssignHint: 'Leave empty to never assign open places automatically.',
  noHouseholds: 'No family takes part in this term yet: exemptions can be given once a child holds a place.',
  noExemptions: 'No exemptions this term.',
  noGuardians: 'No guardian accounts yet.',
  noChecks: 'No background checks on file.',
  generateHint:
    'Adds one slot per co-op day of the term on the chosen weekdays, breaks skipped. Running it again adds only what is missing.',
  perClassHint:
    'A classroom assistant’s slots follow each class meeting of the term, at the class’s times; cancelled meetings are skipped.',
  noSlots: 'No slots in this term yet. Generate them above.',
  noRetireTarget: 'Choose a duty.',
} as const;
