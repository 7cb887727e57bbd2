import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { familyPaymentsLoading } from '../features/family-payments/family-payments-ui-messages';

const FeesAndPayments = lazy(async () => ({
  default: (await import('../features/family-payments/components/fees-and-payments')).FeesAndPayments,
}));

/** A parent's fees and payments: the household's balance, what is due when, its statement, and paying. */
export function PaymentsAreaRoute() {
  return (
    <MemberAreaPage
      area="payments"
      description="Your household's balance, what is due when, every charge and payment, and a statement to print."
      panels={{ loading: familyPaymentsLoading, render: () => <FeesAndPayments /> }}
    />
  );
}
