// The attention module's front door: what the rest of the server may use of it.
// "Needs your attention" on the members' dashboard: each role's lines, read from the modules that own their facts.
export { AttentionResolver } from './attention.resolver';
export { AttentionService } from './attention.service';
