// The lists module's front door: what the rest of the server may use of it.
// The lists' change counters: the listVersions query and the entity tags of unchanged REST lists.
export { ListVersionsResolver } from './list-versions.resolver';
export { ListVersionsService } from './list-versions.service';
