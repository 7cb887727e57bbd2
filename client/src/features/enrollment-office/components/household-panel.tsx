import { householdMessages } from '@coop/contract';
import { useState } from 'react';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { errorCodes } from '../../../lib/apollo-client';
import { useMyHousehold } from '../api/my-household';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';
import { HouseholdContactDetails, HouseholdGuardians, HouseholdStudents } from './household-editors';

/** The guardian's household above their students' classes: contact details, guardians, students' details. */
export function HouseholdPanel() {
  const query = useMyHousehold();
  const [notice, setNotice] = useState<Notice>(null);
  const household = query.data?.myHousehold;
  // An unconfirmed address: My family says so once, below; nothing of the household is shown.
  if (errorCodes(query.error).includes('EMAIL_NOT_VERIFIED')) return null;
  if (household === undefined)
    return (
      <LoadingOrFailed query={query} loadingText="Loading your household…" failedText={messages.familyLoadFailed} />
    );
  if (household === null) return <p>{householdMessages.noHousehold}</p>;
  return (
    <div className="household">
      <NoticeRegion notice={notice} />
      <HouseholdContactDetails household={household} untitled="Your household" onNotice={setNotice} />
      <HouseholdGuardians household={household} onNotice={setNotice} />
      <HouseholdStudents household={household} onNotice={setNotice} />
    </div>
  );
}
