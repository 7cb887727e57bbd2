import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { checkinLoading, hoursLoading } from '../features/volunteer-hours/volunteer-hours-ui-messages';

const CheckIn = lazy(async () => ({
  default: (await import('../features/volunteer-hours/components/check-in')).CheckIn,
}));
const Hours = lazy(async () => ({ default: (await import('../features/volunteer-hours/components/hours')).Hours }));

/** Volunteering: checking in and out at the door, and the hours each household owes, worked and is short. */
export function VolunteeringAreaRoute() {
  return (
    <MemberAreaPage
      area="volunteering"
      description="Volunteering: check in and out of duties at the door, and each household's volunteer hours."
      panels={{
        checkin: { loading: checkinLoading, render: (viewer) => <CheckIn viewer={viewer} /> },
        hours: { loading: hoursLoading, render: (viewer) => <Hours viewer={viewer} /> },
      }}
    />
  );
}
