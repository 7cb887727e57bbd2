// The links module's front door: what the rest of the server may use of it.
// Shared links, /api/links.php.
export { SharedLink } from './link.entity';
export { LinkResolver } from './link.resolver';
export { linkRoutes } from './link.rest';
export { LinkCategory } from './link.rules';
export { LinkListing, toLinkJson } from './link.listing';
export { LinkService } from './link.service';
