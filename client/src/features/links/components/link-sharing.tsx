import { SharingPanel } from '../../../components/sharing-panel';
import type { SessionUser } from '../../../lib/auth-storage';
import type { ShareAudienceOptions } from '../../../lib/share-choice';
import { LinkForm } from './link-form';
import { LinkList } from './link-list';

type LinkSharingProps = { viewer: SessionUser; audiences?: ShareAudienceOptions };

/** The Link Sharing tab: the share form for teachers and admins, and the links the viewer may see. */
export function LinkSharing({ viewer, audiences }: LinkSharingProps) {
  return (
    <SharingPanel
      id="link-sharing"
      title="Link Sharing"
      viewer={viewer}
      Form={LinkForm}
      List={LinkList}
      audiences={audiences}
    />
  );
}
