import site from '../../../content/site.json';

// The co-op's details live in content/site.json, where they are edited without touching code.
export const SITE_NAME: string = site.name;

// The year in the footer's copyright line (the spec fixes it at 2025).
export const COPYRIGHT_YEAR: number = site.copyrightYear;
