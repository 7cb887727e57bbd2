import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { membersClient } from '../app/members-client';
import { classesLoading, familiesLoading } from '../features/enrollment-office/enrollment-office-loading';
import { submissionsLoading } from '../features/submissions/submissions-loading';
import { termsLoading } from '../features/terms/terms-ui-messages';
import { agreementsLoading } from '../features/agreements/agreements-ui-messages';
import { feesLoading } from '../features/fees/fees-ui-messages';
import { treasurerLoading } from '../features/treasurer/treasurer-ui-messages';
import { accountsLoading } from '../features/office-accounts/office-accounts-loading';
import { EnrollmentClassesDocument } from '../graphql/graphql';
import { downloadFile } from '../lib/download-file';

// Each tab's code is fetched when the tab is. The classes are asked for as the Enrollments code is fetched, not
// after it arrives: on a slow phone the two round trips then overlap (the tab's query finds the answer on its way,
// and asks again only to refresh it; a failure shows there too).
const Enrollments = lazy(async () => {
  void membersClient.query({ query: EnrollmentClassesDocument }).catch(() => undefined);
  return { default: (await import('../features/enrollment-office/components/enrollments')).Enrollments };
});
const Families = lazy(async () => ({
  default: (await import('../features/enrollment-office/components/families')).Families,
}));
const Terms = lazy(async () => ({ default: (await import('../features/terms/components/terms')).Terms }));
const OfficeFees = lazy(async () => ({
  default: (await import('../features/fees/components/office-fees')).OfficeFees,
}));
const OfficeAgreements = lazy(async () => ({
  default: (await import('../features/agreements/components/office-agreements')).OfficeAgreements,
}));
const Treasurer = lazy(async () => ({
  default: (await import('../features/treasurer/components/treasurer')).Treasurer,
}));
const OfficeAccounts = lazy(async () => ({
  default: (await import('../features/office-accounts/components/office-accounts')).OfficeAccounts,
}));
const Submissions = lazy(async () => ({
  default: (await import('../features/submissions/components/submissions')).Submissions,
}));

/** The office: a season's families, their households, enrollments and rosters, and what the public forms collected. */
export function OfficeAreaRoute() {
  return (
    <MemberAreaPage
      area="office"
      description="The office: enrollments, class rosters, families, terms, fees, what the forms collected and the treasurer’s figures."
      panels={{
        enrollments: { loading: classesLoading, render: () => <Enrollments download={downloadFile} /> },
        families: { loading: familiesLoading, render: () => <Families /> },
        terms: { loading: termsLoading, render: () => <Terms /> },
        fees: { loading: feesLoading, render: () => <OfficeFees /> },
        agreements: { loading: agreementsLoading, render: () => <OfficeAgreements /> },
        submissions: { loading: submissionsLoading, render: () => <Submissions /> },
        treasurer: { loading: treasurerLoading, render: () => <Treasurer download={downloadFile} /> },
        accounts: { loading: accountsLoading, render: () => <OfficeAccounts /> },
      }}
    />
  );
}
