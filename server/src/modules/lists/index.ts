export { ListVersionsResolver } from './list-versions.resolver';
export { ListVersionsService } from './list-versions.service';
