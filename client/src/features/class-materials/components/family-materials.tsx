import { classMaterialMessages } from '@coop/contract';
import { useState } from 'react';
import '../../../components/button-variants.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { FamilyMaterialsQuery } from '../../../graphql/graphql';
import { errorCodes } from '../../../lib/apollo-client';
import { downloadFile, fileDownloadFallbacks } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatSize } from '../../../lib/format-size';
import { useFamilyMaterials } from '../api/family-materials';
import '../class-materials.css';

type Materials = FamilyMaterialsQuery['familyMaterials'][number];
type MaterialFile = Materials['files'][number];

/**
 * My family's class materials: each class a child holds or is confirmed in, then each of the children's grades, with
 * the files and links teachers shared with it. Files download as on the File Sharing tab, with the session's token.
 */
export function FamilyMaterials() {
  const query = useFamilyMaterials();
  const [notice, setNotice] = useState<Notice>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const groups = query.data?.familyMaterials;

  async function download(file: MaterialFile) {
    setDownloading(file.id);
    const problem = await downloadFile(file.url, file.original_name, fileDownloadFallbacks);
    setNotice(problem ? { kind: 'error', text: problem } : null);
    setDownloading(null);
  }

  // My family itself asks an unconfirmed address to confirm it; nothing to add here.
  if (!groups && errorCodes(query.error).includes('EMAIL_NOT_VERIFIED')) return null;
  let body;
  if (!groups) {
    body = (
      <LoadingOrFailed
        query={query}
        loadingText={classMaterialMessages.familyLoading}
        failedText={classMaterialMessages.familyLoadFailed}
      />
    );
  } else if (groups.length === 0) {
    body = <p>{classMaterialMessages.familyNone}</p>;
  } else {
    body = groups.map((group) => {
      const id = `materials-${group.classKey ?? `grade-${group.grade}`}`;
      const empty = group.grade === null ? classMaterialMessages.classEmpty : classMaterialMessages.gradeEmpty;
      return (
        <section key={id} className="class-materials__group" aria-labelledby={id}>
          <h3 id={id}>{group.title}</h3>
          {group.files.length + group.links.length === 0 ? (
            <p>{empty}</p>
          ) : (
            <ul className="class-materials__list">
              {group.files.map((file) => (
                <li key={file.id} className="class-materials__item">
                  <div>
                    <p>
                      <strong>{file.original_name}</strong> ({formatSize(file.size)})
                    </p>
                    <p className="member-table__detail">
                      Shared by {file.uploader_name}, {formatDateTime(file.uploaded_at)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Download ${file.original_name}`}
                    disabled={downloading === file.id}
                    onClick={() => void download(file)}
                  >
                    {downloading === file.id ? 'Downloading…' : 'Download'}
                  </button>
                </li>
              ))}
              {group.links.map((link) => (
                <li key={link.id} className="class-materials__item">
                  <div>
                    <p>
                      <a href={link.url} target="_blank" rel="noopener noreferrer">
                        {link.title}
                      </a>
                    </p>
                    <p>{link.description}</p>
                    <p className="member-table__detail">
                      Shared by {link.sharedBy}, {formatDateTime(link.sharedAt)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    });
  }

  return (
    <section className="member-panel" aria-labelledby="class-materials-heading">
      <h2 id="class-materials-heading">Class materials</h2>
      <p>Files and links your children's teachers shared with their classes and grades.</p>
      <NoticeRegion notice={notice} />
      {body}
    </section>
  );
}
