import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import { ClassMaterialsObject, ShareAudiencesObject } from './class-materials.objects';
import type { ClassMaterialsService } from './class-materials.service';

/** Class materials: thin, every rule is the service's. */
@Authorized()
@Resolver()
export class ClassMaterialsResolver {
  constructor(private readonly service: ClassMaterialsService) {}

  @Query(() => [ClassMaterialsObject], {
    description:
      "The files and links shared with each class the caller's children hold or are confirmed in, then with each of their grades.",
  })
  familyMaterials(@Ctx() ctx: RequestContext): Promise<ClassMaterialsObject[]> {
    return this.service.familyMaterials(ctx);
  }

  @Query(() => ShareAudiencesObject, {
    description:
      'The classes and grades a teacher (their own) or an administrator (all) may share files and links with.',
  })
  shareAudiences(@Ctx() ctx: RequestContext): Promise<ShareAudiencesObject> {
    return this.service.shareAudiences(ctx);
  }
}
