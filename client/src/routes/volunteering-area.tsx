import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { dutiesLoading } from '../features/volunteer-duties/duties-ui-messages';
import { checkinLoading, hoursLoading } from '../features/volunteer-hours/volunteer-hours-ui-messages';
import { volunteerSignupsLoading } from '../features/volunteer-signups/volunteer-signups-ui-messages';

// Each tab's code is fetched when the tab is.
const SignUp = lazy(async () => ({
  default: (await import('../features/volunteer-signups/components/sign-up')).SignUp,
}));
const CheckIn = lazy(async () => ({
  default: (await import('../features/volunteer-hours/components/check-in')).CheckIn,
}));
const Hours = lazy(async () => ({ default: (await import('../features/volunteer-hours/components/hours')).Hours }));
const OfficeDuties = lazy(async () => ({
  default: (await import('../features/volunteer-duties/components/office-duties')).OfficeDuties,
}));

/**
 * Volunteering: signing up for duty slots, checking in and out at the door, each household's hours, and the duties
 * the office sets up.
 */
export function VolunteeringAreaRoute() {
  return (
    <MemberAreaPage
      area="volunteering"
      description="Volunteering: sign up for duty slots, check in and out at the door, each household's volunteer hours, and the co-op's duties and slots."
      panels={{
        shifts: { loading: volunteerSignupsLoading, render: (viewer) => <SignUp office={viewer.role === 'admin'} /> },
        checkin: { loading: checkinLoading, render: (viewer) => <CheckIn viewer={viewer} /> },
        hours: { loading: hoursLoading, render: (viewer) => <Hours viewer={viewer} /> },
        duties: { loading: dutiesLoading, render: () => <OfficeDuties /> },
      }}
    />
  );
}
