export { siteDetails, type SiteDetails } from './site-details';
