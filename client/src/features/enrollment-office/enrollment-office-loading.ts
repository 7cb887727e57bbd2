// What the Enrollments, My classes and My family tabs say while their code and data load: the dashboard reads these
// before the tabs' code.
export const classesLoading = 'Loading the classes…';
export const familyLoading = 'Loading your family’s enrollments…';
export const familiesLoading = 'Loading the households…';
