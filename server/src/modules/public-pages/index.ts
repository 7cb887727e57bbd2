export { LivePages, startLivePages, type ContentSource } from './live-pages';
export { readBuiltSite, snapshotOf } from './page-set';
