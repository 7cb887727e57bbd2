/**
 * Who a student is, for one placement per student and class: the parent's e-mail, the student's name and the
 * birthday, each as the form took it but trimmed and lower-cased, so a second form for the same child matches
 * whatever case or spacing was typed.
 */
export function studentKey(parentEmail: string, studentName: string, studentBirthday: string): string {
  return [parentEmail, studentName.replace(/\s+/g, ' '), studentBirthday]
    .map((part) => part.trim().toLowerCase())
    .join('|');
}
