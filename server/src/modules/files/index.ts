// The files module's front door: what the rest of the server may use of it.
// Shared files: uploads, their storage (disk or S3), downloads, /api/files.php.
export { type ByteStore, type OpenedBytes } from './byte-store';
export { FileStorage, createByteStore, siteFilePrefix, type UploadSource } from './file-storage';
export { SharedFile } from './file.entity';
export { FileResolver } from './file.resolver';
export { downloadRoute, fileRoutes } from './file.rest';
export { parserFileSizeLimit } from './file.rules';
export { FileService } from './file.service';
export { refuseUploadsEarly, requirePreflightForUploads } from './upload-preflight';
export { graphqlUploadSource, parserError, refusedBeforeReading } from './upload-source';
