import { useState } from 'react';
import '../../../components/button-variants.css';
import { LoadError } from '../../../components/load-error';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { Tabs } from '../../../components/tabs';
import type { SubmissionFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { downloadFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date-time';
import { useFormSubmissions } from '../api/form-submissions';
import { formSlug } from '@coop/contract';
import { formLabels, formNames, type SubmissionFormName } from '../form-labels';
import { submissionUiMessages } from '../submission-ui-messages';

/** The Submissions tab (administrators): what the public forms collected, newest first, and CSV downloads. */
export function Submissions() {
  const { data, error, loading, refetch } = useFormSubmissions();
  const [form, setForm] = useState<SubmissionFormName>('class_request');
  const [notice, setNotice] = useState<Notice>(null);
  const [downloading, setDownloading] = useState(false);

  async function downloadCsv() {
    setDownloading(true);
    setNotice(null);
    const slug = formSlug(form);
    const problem = await downloadFile(`/api/submissions.csv?form=${slug}`, `${slug}-submissions.csv`, {
      refused: submissionUiMessages.downloadRefused,
      unreachable: submissionUiMessages.downloadUnreachable,
    });
    if (problem) setNotice({ kind: 'error', text: problem });
    setDownloading(false);
  }

  const submissions = data && [...data.classRequests, ...data.teacherApplications];
  let body;
  if (!submissions) {
    body = loading ? (
      <p role="status">{submissionUiMessages.loading}</p>
    ) : (
      <LoadError
        message={apolloErrorMessage(error, {
          refused: submissionUiMessages.loadFailed,
          unreachable: submissionUiMessages.loadFailed,
        })}
        onRetry={() => void refetch()}
      />
    );
  } else {
    const byForm = (name: SubmissionFormName) => submissions.filter((submission) => submission.form === name);
    const shown = byForm(form);
    body = (
      <Tabs
        label="Forms"
        tabs={formNames.map((name) => ({ id: name, label: `${formLabels[name]} (${byForm(name).length})` }))}
        selected={form}
        onSelect={setForm}
      >
        <div className="member-form__actions submissions__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={downloading}
            onClick={() => void downloadCsv()}
          >
            {downloading ? 'Downloading…' : `Download ${formLabels[form]} as CSV`}
          </button>
        </div>
        {shown.length === 0 ? (
          <p>No {formLabels[form].toLowerCase()} yet.</p>
        ) : (
          <ol className="submission-list">
            {shown.map((submission) => (
              <SubmissionCard key={submission.id} submission={submission} />
            ))}
          </ol>
        )}
      </Tabs>
    );
  }

  return (
    <section className="member-panel" aria-labelledby="submissions-heading">
      <h2 id="submissions-heading">Submissions</h2>
      <p>What families and applicants sent through the public forms, newest first.</p>
      <NoticeRegion notice={notice} />
      {body}
    </section>
  );
}

function SubmissionCard({ submission }: { submission: SubmissionFieldsFragment }) {
  return (
    <li className="submission-card">
      <h3 className="submission-card__title">
        Received <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
      </h3>
      <dl className="submission-card__fields">
        {submission.fields.map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
