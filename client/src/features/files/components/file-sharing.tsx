import { SharingPanel } from '../../../components/sharing-panel';
import type { SessionUser } from '../../../lib/auth-storage';
import { FileList } from './file-list';
import { UploadForm } from './upload-form';

/** The File Sharing tab: upload for teachers and admins, and the files the viewer may see. */
export function FileSharing({ viewer }: { viewer: SessionUser }) {
  return <SharingPanel id="file-sharing" title="File Sharing" viewer={viewer} Form={UploadForm} List={FileList} />;
}
