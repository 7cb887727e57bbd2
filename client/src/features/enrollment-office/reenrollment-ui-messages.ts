// Texts of My family's "Enroll in classes" section; the server's own sentences are shown whenever it sends them.
export const reenrollmentUiMessages = {
  heading: 'Enroll in classes',
  intro: 'Choose classes for your children here: their details are sent from your household, nothing to type again.',
  loading: 'Loading the classes you can choose…',
  loadFailed: 'Failed to load the classes you can choose',
  none: 'No term is open for enrollment now.',
  refused: 'The enrollment was refused',
  unreachable: 'Failed to send the enrollment. Please check your connection and try again.',
  nothingChosen: 'Please choose at least one class.',
  lastTerm: 'Last term’s classes, again or the next level',
  others: (name: string) => `Other classes ${name} may take`,
  already: 'Already enrolled',
  send: 'Enroll',
  sending: 'Enrolling…',
} as const;

/** "3 seats left", "1 seat left", or a full class's waitlist. */
export function seatsText(seatsLeft: number, waitlisted: number): string {
  if (seatsLeft > 0) return `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
  return waitlisted > 0 ? `Full: joins the waitlist behind ${waitlisted}` : 'Full: joins the waitlist';
}

/** What one class came to: "Reading (Grade 2): seat held", "Math (Grades 2–3): waitlist, number 2". */
export function placedText(title: string, status: string, position: number | null | undefined): string {
  if (status === 'waitlisted') return `${title}: on the waitlist${position ? `, number ${position}` : ''}`;
  return `${title}: seat held`;
}
