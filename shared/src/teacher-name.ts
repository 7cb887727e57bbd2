/** A teacher's name from the file name of their biography: "maria-delgado" → "Maria Delgado". */
export function teacherName(file: string): string {
  return file
    .replace(/\.md$/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
