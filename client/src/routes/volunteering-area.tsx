import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { checkinLoading, hoursLoading } from '../features/volunteer-hours/volunteer-hours-ui-messages';
import { volunteerSignupsLoading } from '../features/volunteer-signups/volunteer-signups-ui-messages';

const SignUp = lazy(async () => ({
  default: (await import('../features/volunteer-signups/components/sign-up')).SignUp,
}));
const CheckIn = lazy(async () => ({
  default: (await import('../features/volunteer-hours/components/check-in')).CheckIn,
}));
const Hours = lazy(async () => ({ default: (await import('../features/volunteer-hours/components/hours')).Hours }));

/** Volunteering: signing up for duty slots, checking in and out at the door, and each household's hours. */
export function VolunteeringAreaRoute() {
  return (
    <MemberAreaPage
      area="volunteering"
      description="Volunteering: sign up for duty slots, check in and out at the door, and each household's volunteer hours."
      panels={{
        shifts: { loading: volunteerSignupsLoading, render: (viewer) => <SignUp office={viewer.role === 'admin'} /> },
        checkin: { loading: checkinLoading, render: (viewer) => <CheckIn viewer={viewer} /> },
        hours: { loading: hoursLoading, render: (viewer) => <Hours viewer={viewer} /> },
      }}
    />
  );
}
