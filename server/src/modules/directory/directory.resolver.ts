import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import { DirectoryHouseholdObject, DirectoryListingInput, DirectoryListingObject } from './directory.objects';
import type { DirectoryService } from './directory.service';

/** The member directory: thin, every rule is the service's, which checks an input as it checks a REST body. */
@Resolver()
export class DirectoryResolver {
  constructor(private readonly service: DirectoryService) {}

  @Authorized()
  @Query(() => [DirectoryHouseholdObject], {
    description: 'The households listed in the member directory, by name; those whose shown names hold the search.',
  })
  directory(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<DirectoryHouseholdObject[]> {
    return this.service.directory(ctx, search);
  }

  @Authorized()
  @Query(() => DirectoryListingObject, {
    nullable: true,
    description: "The signed-in guardian's household's directory choices; null when the account guards none.",
  })
  myDirectoryListing(@Ctx() ctx: RequestContext): Promise<DirectoryListingObject | null> {
    return this.service.myListing(ctx);
  }

  @Authorized()
  @Mutation(() => DirectoryListingObject, {
    description: "Sets whether the signed-in guardian's household is listed in the directory, and what it shows.",
  })
  setMyDirectoryListing(
    @Arg('input') input: DirectoryListingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DirectoryListingObject> {
    return this.service.setMyListing(ctx, { ...input });
  }
}
