// The terms module's front door: the catalog's terms as the office manages them, copied into the next and opened
// with registration windows.
export { TermsResolver } from './terms.resolver';
export { TermsService } from './terms.service';
