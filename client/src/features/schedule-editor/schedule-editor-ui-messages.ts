import { scheduleEditorLoading } from './schedule-editor-loading';
/** What the Schedule tab says; the documents' own checks speak for themselves (shared parsers). */
export const scheduleEditorUiMessages = {
  loading: scheduleEditorLoading,
  loadFailed: 'The schedule could not be loaded. Reload the page to try again.',
  refused: 'The schedule could not be saved. Try again.',
  unreachable: 'The server could not be reached, so nothing was saved. Your changes are still here: try again.',
  changeSaved: 'The change is saved and shown on the calendar, the class page and the calendar feeds.',
  changeRemoved: 'The change is removed.',
  classSaved: (title: string) => `${title}: days, times and place saved.`,
  yearSaved: 'The school year is saved.',
  termDatesSaved: (term: string) => `The dates of ${term} are saved.`,
  noClasses: 'You teach no classes yet: an administrator assigns them in the Enrollments tab.',
  noUpcoming: 'No changes to come.',
  chooseDay: 'Choose at least one day',
  chooseMeeting: 'Choose the day of the meeting to change',
} as const;

/** The change form's fields by the name the documents give them, for messages and invalid marks. */
export const changeFieldLabels: Record<string, string> = {
  class_key: 'Class',
  date: 'Date',
  kind: 'Change',
  new_date: 'New date',
  start: 'Starts at',
  end: 'Ends at',
  location: 'Location',
  note: 'Note for families',
};
