// What My family says when a parent enrolls their children for a new term from there.
export const reenrollmentMessages = {
  noHousehold: 'No household is linked to your account yet.',
  unknownTerm: 'There is no such term.',
  unknownStudent: 'That student is not in your household.',
  notInTerm: (term: string) => `Please choose only classes of ${term}.`,
  nothingChosen: 'Please choose at least one class.',
  birthdayMissing: (name: string) => `Please add ${name}'s birthday to your household first: the office needs it.`,
  phoneMissing: "Please add your household's phone number first: the office needs it with every enrollment.",
} as const;
