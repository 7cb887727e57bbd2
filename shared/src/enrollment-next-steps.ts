// What happens after an enrollment is sent, said the same way on the thank-you page and in the confirmation
// e-mail, which goes out as soon as the enrollment is stored.

/** The steps after the confirmation e-mail: the e-mail itself lists these. */
export const enrollmentStepsAfterConfirmation = [
  'Our team will review your enrollment and the classes you chose.',
  "A deposit is required for each class to secure your student's place.",
  'You will receive welcome materials before classes begin.',
] as const;

/** Every step after an enrollment, in order, as the thank-you page lists them. */
export const enrollmentNextSteps = [
  'You will receive a confirmation e-mail within a minute.',
  ...enrollmentStepsAfterConfirmation,
] as const;
