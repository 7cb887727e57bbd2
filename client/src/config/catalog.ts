// content/catalog.json: every enrollable class once, and the school year. The
// enrollment form lists its classes and the schedule shows their weekly times.
// Named imports let the bundler keep only the parts a page uses.
//
// The shape is the shared one; the checks are not shipped to visitors: the build
// checks the file before pre-rendering and the server checks it at start, with
// the shared parser (docs/decisions/033-catalog-checked-at-build-and-start.md).
import type { CatalogClass, CatalogGroup, SchoolYear } from '@coop/contract';
import { classes, groups, schoolYear, timeZone } from '../../../content/catalog.json';

export const catalogClasses = classes as CatalogClass[];
export const classGroups: CatalogGroup[] = groups;
export const catalogSchoolYear: SchoolYear = schoolYear;
/** The co-op's time zone (an IANA name such as America/Chicago). */
export const catalogTimeZone: string = timeZone;
