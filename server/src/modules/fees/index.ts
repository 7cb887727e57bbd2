// The fees module's front door: each term's fee policy and each class's fees, as the office sets them.
export { ClassFeesRow } from './class-fees.entity';
export { allClassFees, termFeesFor } from './fee-settings';
export { FeesResolver } from './fees.resolver';
export { feesRoutes } from './fees.rest';
export { FeesService, type FeesListener } from './fees.service';
export { TermFeesRow } from './term-fees.entity';
