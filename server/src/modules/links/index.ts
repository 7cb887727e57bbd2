export { SharedLink } from './link.entity';
export { LinkResolver } from './link.resolver';
export { linkRoutes } from './link.rest';
export { LinkCategory } from './link.rules';
export { LinkService } from './link.service';
