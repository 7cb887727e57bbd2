export { catalogClasses, fromCatalog, type CatalogSource } from './catalog';
export { offsetMinutes, transitionsBetween, zonedTimeToUtc } from './time-zone';
