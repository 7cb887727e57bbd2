// The fees module's front door: each term's fee policy and each class's fees, as the office sets them.
export { ClassFeesRow } from './class-fees.entity';
export { allClassFees, termFeesFor } from './fee-settings';
export { TermFeesRow } from './term-fees.entity';
