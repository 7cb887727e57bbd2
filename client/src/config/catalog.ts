// content/catalog.json: every enrollable class once, and the school year. The
// enrollment form lists its classes and the schedule shows their weekly times.
//
// The shape is the shared one; the checks are not shipped to visitors: the build
// checks the file before pre-rendering and the server checks it whenever it is saved,
// with the shared parser (docs/decisions/033-catalog-checked-at-build-and-start.md).
import type { Catalog } from '@coop/contract';
import { contentDocument } from '../content/content-store';

/** The classes, their groups, the school year and the co-op's time zone (an IANA name such as America/Chicago). */
export function catalog(): Catalog {
  return contentDocument<Catalog>('catalog.json');
}
