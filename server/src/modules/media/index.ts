export { ContentImageResolver } from './content-image.resolver';
export { ContentImageService } from './content-image.service';
export { DocumentPublisher } from './documents/document-publisher';
export { GoLiveResolver } from './go-live.resolver';
export { MediaStore } from './media-store';
export { mediaRoutes } from './media.rest';
