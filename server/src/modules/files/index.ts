// The files module's front door: what the rest of the server may use of it.
// Shared files: uploads, their storage (disk or S3), downloads, /api/files.php.
export { type ByteStore, type OpenedBytes } from './byte-store';
export { FileStorage, createByteStore, siteFilePrefix, type UploadSource } from './file-storage';
export { SharedFile } from './file.entity';
export { FileResolver } from './file.resolver';
export { downloadRoute, fileRoutes } from './file.rest';
export { parserFileSizeLimit } from './file.rules';
export { FileListing, toFileJson } from './file.listing';
export { FileService } from './file.service';
// The one S3 client and upload shape of the product, which backups kept in S3 use too.
export { partSize, partsInFlight, s3Client, statusOf } from './s3-store';
export { refuseUploadsEarly, requirePreflightForUploads } from './upload-preflight';
export { graphqlUploadSource, parserError, refusedBeforeReading } from './upload-source';
