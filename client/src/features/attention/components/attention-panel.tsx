import { Link } from 'react-router-dom';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { useAttention } from '../api/attention';
import { attentionUiMessages } from '../attention-ui-messages';
import '../attention.css';

/**
 * Above the dashboard's tabs: what needs this member's attention, each line a link to where it is handled (for an
 * administrator, decisions waiting; for a teacher, the next meetings and rosters; for a parent, each child's classes).
 * What needs doing comes first; lines saying that something is done follow, quieter.
 */
export function AttentionPanel() {
  const query = useAttention();
  const items = query.data?.attention;
  const open = items?.filter((item) => !item.done) ?? [];
  const done = items?.filter((item) => item.done) ?? [];
  return (
    <section className="attention" aria-labelledby="attention-heading">
      <h2 id="attention-heading">{attentionUiMessages.heading}</h2>
      {!items ? (
        <LoadingOrFailed
          query={query}
          loadingText={attentionUiMessages.loading}
          failedText={attentionUiMessages.loadFailed}
        />
      ) : (
        <>
          {open.length === 0 && <p className="attention__all-done">{attentionUiMessages.allDone}</p>}
          <ul className="attention__items">
            {[...open, ...done].map((item) => (
              <li key={`${item.kind} ${item.href} ${item.text}`} className={item.done ? 'attention__done' : undefined}>
                {item.done && <span className="visually-hidden">{attentionUiMessages.doneLabel}: </span>}
                <Link to={item.href}>{item.text}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
