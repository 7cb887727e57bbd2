import { useQuery } from '@apollo/client/react';
import { catalogTerms, classTitle, parseCatalog, type Catalog } from '@coop/contract';
import { useState } from 'react';
import { Field } from '../../../components/form-field';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { catalog as pageCatalog } from '../../../config/catalog';
import { MyClassesDocument } from '../../../graphql/graphql';
import type { SessionUser } from '../../../lib/auth-storage';
import { useScheduleDocument } from '../api/schedule-document';
import '../schedule-editor.css';
import { scheduleEditorUiMessages as messages } from '../schedule-editor-ui-messages';
import { ClassScheduleForm } from './class-schedule-form';
import { ScheduleChangesPanel } from './schedule-changes-panel';
import { SchoolYearForm } from './school-year-form';

/**
 * The Schedule tab. Administrators: every class's days, times, place, prerequisites, seats and teachers, the
 * school year and its breaks, and one-off changes to any meeting. Teachers: one-off changes to their classes.
 */
export function ScheduleEditor({ viewer }: { viewer: SessionUser }) {
  const admin = viewer.role === 'admin';
  const changes = useScheduleDocument('schedule-changes.json');
  const catalogDocument = useScheduleDocument('catalog.json', !admin);
  const mine = useQuery(MyClassesDocument, { fetchPolicy: 'cache-and-network', skip: admin });
  const catalog = catalogDocument.data
    ? parseCatalog(JSON.parse(catalogDocument.data.contentDocument.body))
    : // The catalogue the page was rendered with: what a teacher, who may not read catalog.json, checks changes against.
      pageCatalog();
  const changesDocument = changes.data?.contentDocument;
  const waitingFor = [changes, admin ? catalogDocument : mine].find((query) => !query.data);
  const own = new Set(mine.data?.myClasses.map((each) => each.classKey));
  const classes = admin ? catalog.classes : catalog.classes.filter((item) => own.has(item.key));
  return (
    <section className="member-panel schedule-editor" aria-labelledby="schedule-editor-heading">
      <h2 id="schedule-editor-heading">Schedule</h2>
      {waitingFor || !changesDocument ? (
        <LoadingOrFailed
          query={waitingFor ?? changes}
          loadingText={messages.loading}
          failedText={messages.loadFailed}
        />
      ) : classes.length === 0 ? (
        <p>{messages.noClasses}</p>
      ) : (
        <>
          <ScheduleChangesPanel classes={classes} catalog={catalog} document={changesDocument} />
          {admin && catalogDocument.data && (
            <AdminSchedule catalog={catalog} document={catalogDocument.data.contentDocument} />
          )}
        </>
      )}
    </section>
  );
}

function AdminSchedule({ catalog, document }: { catalog: Catalog; document: { body: string; revision: number } }) {
  const terms = catalogTerms(catalog);
  const [termKey, setTermKey] = useState(terms[0].key);
  const term = terms.find((each) => each.key === termKey) ?? terms[0];
  const [classKey, setClassKey] = useState(term.classes[0].key);
  const item = term.classes.find((each) => each.key === classKey) ?? term.classes[0];
  return (
    <>
      {terms.length > 1 && (
        <Field label="Term to edit">
          {(control) => (
            <select
              {...control}
              value={term.key}
              onChange={(event) => {
                const chosen = terms.find((each) => each.key === event.target.value)!;
                setTermKey(chosen.key);
                setClassKey(chosen.classes[0].key);
              }}
            >
              {terms.map((each) => (
                <option key={each.key} value={each.key}>
                  {each.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <section aria-labelledby="schedule-classes-heading">
        <h3 id="schedule-classes-heading">Classes</h3>
        <Field label="Class to edit">
          {(control) => (
            <select {...control} value={classKey} onChange={(event) => setClassKey(event.target.value)}>
              {catalog.groups.map((group) => (
                <optgroup key={group.key} label={group.title}>
                  {term.classes
                    .filter((each) => each.group === group.key)
                    .map((each) => (
                      <option key={each.key} value={each.key}>
                        {classTitle(each)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {/* Keyed by class: another class starts the form afresh from the catalogue. */}
        <ClassScheduleForm key={item.key} item={item} document={document} />
      </section>
      {/* Keyed by term: another term starts the form afresh from its dates. */}
      <SchoolYearForm
        key={term.key}
        year={{ name: term.name, start: term.start, end: term.end, breaks: term.breaks }}
        index={term.index}
        document={document}
      />
    </>
  );
}
