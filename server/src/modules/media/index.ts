// The media module's front door: what the rest of the server may use of it.
// Pictures uploaded for the content, the downloadable documents made from it, the going-live checklist.
export { ContentImageResolver } from './content-image.resolver';
export { ContentImageService } from './content-image.service';
export { DocumentPublisher } from './documents/document-publisher';
export { GoLiveResolver } from './go-live.resolver';
export { goLiveItems, type GoLiveSources } from './go-live-sources';
export { MediaStore } from './media-store';
export { mediaRoutes } from './media.rest';
