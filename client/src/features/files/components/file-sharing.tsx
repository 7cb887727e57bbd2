import { SharingPanel } from '../../../components/sharing-panel';
import type { SessionUser } from '../../../lib/auth-storage';
import type { ShareAudienceOptions } from '../../../lib/share-choice';
import { FileList } from './file-list';
import { UploadForm } from './upload-form';

type FileSharingProps = { viewer: SessionUser; audiences?: ShareAudienceOptions };

/** The File Sharing tab: upload for teachers and admins, and the files the viewer may see. */
export function FileSharing({ viewer, audiences }: FileSharingProps) {
  return (
    <SharingPanel
      id="file-sharing"
      title="File Sharing"
      viewer={viewer}
      Form={UploadForm}
      List={FileList}
      audiences={audiences}
    />
  );
}
