// The directory module's front door: what the rest of the server may use of it.
// The member directory: the households that chose to be listed, with only the fields each chose.
export { DirectoryListing } from './directory-listing.entity';
export { DirectoryResolver } from './directory.resolver';
export { directoryRoutes } from './directory.rest';
export { DirectoryService } from './directory.service';
