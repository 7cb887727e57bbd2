// The sentences of a household's history, written once when the change happens.

/** "a", "a and b", "a, b and c". */
export function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const householdFieldWords = { name: 'name', address: 'address', homePhone: 'home phone' } as const;

const studentFieldWords = {
  fullName: 'name',
  birthday: 'birthday',
  grade: 'grade',
  allergies: 'allergies',
  medicalNotes: 'medical notes',
  emergencyContacts: 'emergency contacts',
  pickupAdults: 'adults allowed to pick up',
} as const;

export const historyText = {
  fromEnrollmentForms: 'Created from the enrollment forms.',
  fromEnrollmentForm: (parent: string, student: string) =>
    `Created from an enrollment form ${parent} sent for ${student}.`,
  studentFromForm: (parent: string, student: string) => `${parent} added ${student} with an enrollment form.`,
  householdChanged: (actor: string, fields: ReadonlyArray<keyof typeof householdFieldWords>) =>
    `${actor} changed the household's ${listed(fields.map((field) => householdFieldWords[field]))}.`,
  studentAdded: (actor: string, student: string) => `${actor} added ${student}.`,
  studentChanged: (actor: string, student: string, fields: ReadonlyArray<keyof typeof studentFieldWords>) =>
    `${actor} changed ${student}'s ${listed(fields.map((field) => studentFieldWords[field]))}.`,
  invited: (actor: string, email: string) => `${actor} invited ${email} to be a guardian.`,
  invitationWithdrawn: (actor: string, email: string) => `${actor} withdrew the invitation to ${email}.`,
  accepted: (guardian: string) => `${guardian} accepted an invitation and became a guardian.`,
  claimed: (guardian: string) =>
    `${guardian} became a guardian: their confirmed e-mail address is the one the enrollment forms came with.`,
  merged: (actor: string, other: string) => `${actor} merged ${other} into this household.`,
};
