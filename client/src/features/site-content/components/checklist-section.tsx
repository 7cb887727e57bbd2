import { Link } from 'react-router-dom';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import type { GoLiveGroup } from '../../../graphql/editors/graphql';
import { useGoLiveChecklist } from '../api/go-live-checklist';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';

/** What administrators put right here, then what they pass on to whoever runs the server. */
const groups: { group: GoLiveGroup; heading: string; intro: string }[] = [
  { group: 'site', heading: messages.checklistSiteHeading, intro: messages.checklistSiteIntro },
  { group: 'server', heading: messages.checklistServerHeading, intro: messages.checklistServerIntro },
];

/**
 * What the site still shows from its examples, or lacks, before going live: each with what to do, and a link to
 * where it is changed when that is in the dashboard.
 */
export function ChecklistSection() {
  const checklist = useGoLiveChecklist();
  const items = checklist.data?.goLiveChecklist;
  return (
    <section aria-labelledby="checklist-section-heading">
      <h3 id="checklist-section-heading">Before going live</h3>
      {!items ? (
        <LoadingOrFailed
          query={checklist}
          loadingText={messages.checklistLoading}
          failedText={messages.checklistFailed}
        />
      ) : items.length === 0 ? (
        <p>{messages.checklistEmpty}</p>
      ) : (
        groups.map(({ group, heading, intro }) => {
          const inGroup = items.filter((item) => item.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`checklist-${group}-heading`}>
              <h4 id={`checklist-${group}-heading`}>{heading}</h4>
              <p>{intro}</p>
              <ul className="content-items">
                {inGroup.map((item, index) => (
                  <li key={`${index}:${item.what}`} className="content-item">
                    <p className="content-item__title">{item.what}</p>
                    {item.value && (
                      <p className="content-item__facts">
                        Still <q>{item.value}</q>
                      </p>
                    )}
                    <p>{item.todo}</p>
                    {item.editPath && (
                      <Link to={item.editPath}>
                        Edit<span className="visually-hidden"> {item.what}</span>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}
