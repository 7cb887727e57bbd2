// The catalog module's front door: what the rest of the server may use of it.
// The catalog in force, and the wall-clock arithmetic of the time zone it names.
export { catalogClasses, fromCatalog, type CatalogSource } from './catalog';
export { offsetMinutes, transitionsBetween, wallClock, zonedTimeToUtc } from './time-zone';
