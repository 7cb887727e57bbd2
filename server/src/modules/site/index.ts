// The site module's front door: what the rest of the server may use of it.
// The co-op's name and contact details (site.json) that messages and documents carry.
export { siteDetails, type SiteDetails } from './site-details';
