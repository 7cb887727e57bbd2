import type { SchoolBreak, SchoolYear } from '@coop/contract';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/form-actions';
import { Field } from '../../../components/form-field';
import { NoticeRegion } from '../../../components/notice';
import { withTermDates } from '../schedule-documents';
import { scheduleEditorUiMessages as messages } from '../schedule-editor-ui-messages';
import { useSaveDocument } from '../use-save-document';

type Props = {
  year: SchoolYear;
  /** Which term: the school year is 0, later terms follow. */
  index: number;
  document: { body: string; revision: number };
};

/** A term's name, first and last day, and its breaks (no classes meet in them): the school year's or a later one's. */
export function SchoolYearForm({ year, index, document }: Props) {
  const [name, setName] = useState(year.name);
  const [start, setStart] = useState(year.start);
  const [end, setEnd] = useState(year.end);
  const [breaks, setBreaks] = useState<SchoolBreak[]>(year.breaks);
  const { run, saving, notice } = useSaveDocument('catalog.json', document);
  const setBreak = (index: number, field: keyof SchoolBreak, value: string) =>
    setBreaks((current) => current.map((pause, i) => (i === index ? { ...pause, [field]: value } : pause)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sorted = [...breaks].sort((a, b) => a.start.localeCompare(b.start));
    await run(
      (body) => withTermDates(body, index, { name: name.trim(), start, end, breaks: sorted }),
      index === 0 ? messages.yearSaved : messages.termDatesSaved(year.name),
    );
  }

  return (
    <form className="member-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{index === 0 ? 'School year' : `Dates of ${year.name}`}</h3>
      <NoticeRegion notice={notice} />
      <Field label="Name" required>
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label="First day" required>
        {(control) => <input {...control} type="date" value={start} onChange={(e) => setStart(e.target.value)} />}
      </Field>
      <Field label="Last day" required>
        {(control) => <input {...control} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />}
      </Field>
      <fieldset>
        <legend>Breaks</legend>
        {breaks.map((pause, index) => (
          <fieldset key={index} className="schedule-editor__break">
            <legend>{pause.name || `Break ${index + 1}`}</legend>
            <Field label="Name" required>
              {(control) => (
                <input {...control} value={pause.name} onChange={(e) => setBreak(index, 'name', e.target.value)} />
              )}
            </Field>
            <Field label="First day" required>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={pause.start}
                  onChange={(e) => setBreak(index, 'start', e.target.value)}
                />
              )}
            </Field>
            <Field label="Last day" required>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={pause.end}
                  onChange={(e) => setBreak(index, 'end', e.target.value)}
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setBreaks((current) => current.filter((_, i) => i !== index))}
            >
              Remove {pause.name || `break ${index + 1}`}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setBreaks((current) => [...current, { name: '', start: '', end: '' }])}
        >
          Add a break
        </button>
      </fieldset>
      <FormActions submit={index === 0 ? 'Save the school year' : `Save the dates of ${year.name}`} busy={saving} />
    </form>
  );
}
