// The agreements module's front door: what the rest of the server may use of it.
// The documents a term asks families to sign, their versions and the households' signatures; the enrollment
// office's confirmations wait for them (the service's refuseUnsignedConfirmations, handed to the office by app.ts).
export { AgreementDocument } from './agreement-document.entity';
export { householdsWithUnsigned, unsignedAgreements } from './agreement-queries';
export { AgreementSignature } from './agreement-signature.entity';
export { AgreementVersion } from './agreement-version.entity';
export { AgreementsResolver } from './agreements.resolver';
export { agreementRoutes } from './agreements.rest';
export { AgreementsService } from './agreements.service';
