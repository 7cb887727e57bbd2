// The catalog module's front door: what the rest of the server may use of it.
// The catalog in force, and the wall-clock arithmetic of the time zone it names (shared: the client turns a time
// written on the co-op's clock into an instant too).
export { catalogClasses, fromCatalog, type CatalogSource } from './catalog';
export { offsetMinutes, transitionsBetween, wallClock, zonedTimeToUtc } from '@coop/contract';
