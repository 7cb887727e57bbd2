export { sharedItemRoutes } from './shared-item-routes';
export { SharedItems, type VisibleList, type VisiblePages } from './shared-items';
export { Visibility, parseVisibility, visibilityMessages } from './visibility';
