import { useState } from 'react';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { SessionUser } from '../../../lib/auth-storage';
import { canShare } from '../../../lib/visibility';
import { LinkForm } from './link-form';
import { LinkList } from './link-list';

/** The Link Sharing tab: the share form for teachers and admins, and the links the viewer may see. */
export function LinkSharing({ viewer }: { viewer: SessionUser }) {
  const [notice, setNotice] = useState<Notice>(null);
  const sharer = canShare(viewer.role);
  return (
    <section className="member-panel" aria-labelledby="link-sharing-heading">
      <h2 id="link-sharing-heading">Link Sharing</h2>
      <NoticeRegion notice={notice} />
      {sharer && <LinkForm role={viewer.role} onNotice={setNotice} />}
      <LinkList canDelete={sharer} onNotice={setNotice} />
    </section>
  );
}
