import type { ClassFees, TermFees } from '@coop/contract';

// The shapes the fees module answers with; the GraphQL types mirror them.

/** One class of a term with its fees (zero where the office set none). */
export interface ClassFeesView extends ClassFees {
  title: string;
}

/** A term's fee settings as the office manages them. */
export interface FeeSettingsView {
  termKey: string;
  termName: string;
  policy: TermFees;
  classes: ClassFeesView[];
}
