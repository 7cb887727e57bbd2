import { useState } from 'react';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { SessionUser } from '../../../lib/auth-storage';
import { canShare } from '../../../lib/visibility';
import { FileList } from './file-list';
import { UploadForm } from './upload-form';

/** The File Sharing tab: upload for teachers and admins, and the files the viewer may see. */
export function FileSharing({ viewer }: { viewer: SessionUser }) {
  const [notice, setNotice] = useState<Notice>(null);
  const sharer = canShare(viewer.role);
  return (
    <section className="member-panel" aria-labelledby="file-sharing-heading">
      <h2 id="file-sharing-heading">File Sharing</h2>
      <NoticeRegion notice={notice} />
      {sharer && <UploadForm role={viewer.role} onNotice={setNotice} />}
      <FileList canDelete={sharer} onNotice={setNotice} />
    </section>
  );
}
