// The class-changes module's front door: what the rest of the server may use of it.
// Notices to the families of a class whose schedule changed, gathered from the saves of the catalog and of the
// one-off schedule changes.
export { ClassChangeNotice } from './class-change-notice.entity';
export {
  ClassChangeNotices,
  defaultClassChangeSettings,
  type ClassChangeSettings,
  type FamiliesOfClasses,
} from './class-change-notices';
