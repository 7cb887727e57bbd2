export { ContentDocumentRow } from './content-document.entity';
export { readContentFiles } from './content-files';
export { exportContent, importContent } from './content-transfer';
export { ContentVersionRow } from './content-version.entity';
export { ContentResolver } from './content.resolver';
export { contentRoutes } from './content.rest';
export { ContentService } from './content.service';
export { LiveContent } from './live-content';
