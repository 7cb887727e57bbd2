import { Link } from 'react-router-dom';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { useGoLiveChecklist } from '../api/go-live-checklist';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';

/** The placeholders the co-op must still replace, each with a link to where it is edited. */
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
        <ul className="content-items">
          {items.map((item) => (
            <li key={`${item.where}:${item.what}`} className="content-item">
              <p className="content-item__title">{item.what}</p>
              <p className="content-item__facts">
                {item.where}: still <q>{item.value}</q>
              </p>
              <Link to={item.editPath}>
                Edit<span className="visually-hidden"> {item.what}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
