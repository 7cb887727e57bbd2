import { useState, type ComponentType } from 'react';
import type { Role } from '../graphql/graphql';
import type { SessionUser } from '../lib/auth-storage';
import type { ShareAudienceOptions } from '../lib/share-choice';
import { canShare } from '../lib/visibility';
import { NoticeRegion, type Notice } from './notice';

type Reports = { onNotice: (notice: Notice) => void };

type SharingPanelProps = {
  id: string;
  title: string;
  viewer: SessionUser;
  /** Shown to the roles that may share. */
  Form: ComponentType<Reports & { role: Role; audiences?: ShareAudienceOptions }>;
  /** Shown to everyone; its Delete buttons to the roles that may share, its audience filter as the role sees. */
  List: ComponentType<Reports & { canDelete: boolean; role: Role }>;
  /** The classes and grades the form offers besides the visibilities. */
  audiences?: ShareAudienceOptions;
};

/** A sharing tab (files, links): the share form for teachers and admins, the list the viewer may see, one notice. */
export function SharingPanel({ id, title, viewer, Form, List, audiences }: SharingPanelProps) {
  const [notice, setNotice] = useState<Notice>(null);
  const sharer = canShare(viewer.role);
  return (
    <section className="member-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <NoticeRegion notice={notice} />
      {sharer && <Form role={viewer.role} audiences={audiences} onNotice={setNotice} />}
      <List canDelete={sharer} role={viewer.role} onNotice={setNotice} />
    </section>
  );
}
