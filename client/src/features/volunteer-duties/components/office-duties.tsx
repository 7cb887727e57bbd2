import { useState } from 'react';
import '../../../components/button-variants.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { TermChooser } from '../../../components/term-chooser';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { useDutyTerms, useVolunteerDuties } from '../api/duties';
import { dutiesLoading, dutiesUiMessages as messages } from '../duties-ui-messages';
import '../duties.css';
import { BackgroundChecks, Exemptions } from './duty-people';
import { DutyRoles } from './duty-roles';
import { DutySlots } from './duty-slots';
import { VolunteerPolicyForm } from './volunteer-policy-form';

/**
 * The Duties tab (administrators): the duty roles, a term's volunteer policy (quota, rate for hours not worked,
 * sign-up window, auto-assign days), its exemptions, background checks on file, and the term's slots with who holds
 * each place. Filling the places is the Sign up tab's.
 */
export function OfficeDuties() {
  const terms = useDutyTerms();
  const [chosen, setChosen] = useState<string>();
  const termKey = chosen ?? terms.data?.terms[0]?.key;
  const query = useVolunteerDuties(termKey);
  const [notice, setNotice] = useState<Notice>(null);
  const duties = query.data?.volunteerDuties;
  return (
    <section className="member-panel duties" aria-labelledby="duties-heading">
      <h2 id="duties-heading">Duties</h2>
      <p>{messages.intro}</p>
      <NoticeRegion notice={notice} />
      {terms.data && (
        <TermChooser
          terms={terms.data!.terms}
          value={termKey}
          className="duties__term"
          onChange={(key) => {
            setChosen(key);
            setNotice(null);
          }}
        />
      )}
      {duties && duties.termKey === termKey ? (
        <>
          <DutyRoles roles={duties.roles} onNotice={setNotice} />
          <VolunteerPolicyForm key={`policy-${duties.termKey}`} duties={duties} onNotice={setNotice} />
          <Exemptions key={`exemptions-${duties.termKey}`} duties={duties} onNotice={setNotice} />
          <BackgroundChecks guardians={duties.guardians} onNotice={setNotice} />
          <DutySlots key={`slots-${duties.termKey}`} duties={duties} onNotice={setNotice} />
        </>
      ) : (
        <LoadingOrFailed
          query={terms.error ? terms : query}
          loadingText={dutiesLoading}
          failedText={messages.loadFailed}
        />
      )}
    </section>
  );
}
