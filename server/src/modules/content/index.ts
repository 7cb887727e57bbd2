// The content module's front door: what the rest of the server may use of it.
// The site's documents and their versions, who may edit which, /content/<key>, and the live catalog and site
// details read from them.
export { ContentDocumentRow } from './content-document.entity';
export { readContentFiles } from './content-files';
export { exportContent, importContent } from './content-transfer';
export { ContentVersionRow } from './content-version.entity';
export { ContentResolver } from './content.resolver';
export { contentRoutes } from './content.rest';
export { ContentService, type ContentSave, type ContentSaveListener } from './content.service';
export { LiveContent } from './live-content';
