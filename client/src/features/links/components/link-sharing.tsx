import { SharingPanel } from '../../../components/sharing-panel';
import type { SessionUser } from '../../../lib/auth-storage';
import { LinkForm } from './link-form';
import { LinkList } from './link-list';

/** The Link Sharing tab: the share form for teachers and admins, and the links the viewer may see. */
export function LinkSharing({ viewer }: { viewer: SessionUser }) {
  return <SharingPanel id="link-sharing" title="Link Sharing" viewer={viewer} Form={LinkForm} List={LinkList} />;
}
