// The treasurer module's front door: the office's figures over the ledger (balances, aging, payments by method and
// month, fees owed to instructors), as GraphQL and as spreadsheets.
export { treasurerCsvRoutes } from './treasurer-csv.rest';
export { TreasurerResolver } from './treasurer.resolver';
export { TreasurerService } from './treasurer.service';
