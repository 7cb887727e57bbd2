// The sharing module's front door: what the rest of the server may use of it.
// Visibility and the sharing piece files and links both use: who sees and shares what, their lists and pages,
// delete with permission, their REST list and delete; and the class and grade audiences beside the visibilities.
export {
  audienceView,
  MaterialAudience,
  type AudienceChoice,
  type ClassAudiences,
  type Placement as SharedPlacement,
} from './class-audiences';
export { sharedItemRoutes } from './shared-item-routes';
export { SharedItems, type AudienceList, type VisibleList, type VisiblePages } from './shared-items';
export { Visibility, parseVisibility, visibilityMessages } from './visibility';
