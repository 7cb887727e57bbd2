import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import {
  AgreementDocumentObject,
  AgreementTermObject,
  CreateAgreementDocumentInput,
  FamilyAgreementTermObject,
  SignAgreementInput,
  UpdateAgreementDocumentInput,
} from './agreements.objects';
import type { AgreementsService } from './agreements.service';

/** Signed agreements: thin, every rule is the service's; inputs are handed on as plain values, as REST bodies are. */
@Resolver()
export class AgreementsResolver {
  constructor(private readonly service: AgreementsService) {}

  @Authorized(Role.admin)
  @Query(() => [AgreementTermObject], { description: "The catalog's terms, for the office's Agreements tab." })
  agreementTerms(@Ctx() ctx: RequestContext): AgreementTermObject[] {
    return this.service.terms(ctx);
  }

  @Authorized(Role.admin)
  @Query(() => [AgreementDocumentObject], {
    description: "A term's documents, withdrawn ones too, with who signed and who has not (administrators).",
  })
  agreementDocuments(@Arg('termKey') termKey: string, @Ctx() ctx: RequestContext): Promise<AgreementDocumentObject[]> {
    return this.service.documents(ctx, termKey);
  }

  @Authorized()
  @Query(() => [FamilyAgreementTermObject], {
    description: "The documents of each term the guardian's household has places in, and its signatures.",
  })
  myAgreements(@Ctx() ctx: RequestContext): Promise<FamilyAgreementTermObject[]> {
    return this.service.myAgreements(ctx);
  }

  @Authorized(Role.admin)
  @Mutation(() => AgreementDocumentObject, { description: 'Adds a document families of the term sign.' })
  createAgreementDocument(
    @Arg('input') input: CreateAgreementDocumentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AgreementDocumentObject> {
    return this.service.createDocument(ctx, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => AgreementDocumentObject, {
    description: 'Changes a document; text a household has signed changes as a new version, to be signed again.',
  })
  updateAgreementDocument(
    @Arg('input') input: UpdateAgreementDocumentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AgreementDocumentObject> {
    return this.service.updateDocument(ctx, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => AgreementDocumentObject, { description: 'The office no longer asks for the document.' })
  withdrawAgreementDocument(
    @Arg('documentId', () => ID) documentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AgreementDocumentObject> {
    return this.service.withdrawDocument(ctx, { documentId });
  }

  @Authorized()
  @Mutation(() => [FamilyAgreementTermObject], {
    description: "Signs a document's version for the guardian's household, by their full name.",
  })
  signAgreement(
    @Arg('input') input: SignAgreementInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FamilyAgreementTermObject[]> {
    return this.service.sign(ctx, { ...input });
  }
}
