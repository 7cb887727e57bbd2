import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../auth/request-context";
import { asObjectType } from "../../graphql/as-object-type";
import { SharedLink } from "./link.entity";
import type { LinkService } from "./link.service";
import { ShareLinkInput } from "./link.types";

@Authorized()
@Resolver(() => SharedLink)
export class LinkResolver {
  constructor(private readonly links: LinkService) {}

  @Query(() => [SharedLink], { description: "The links the caller may see, newest first." })
  async sharedLinks(@Ctx() ctx: RequestContext): Promise<SharedLink[]> {
    return (await this.links.list(ctx)).map((listing) => asObjectType(SharedLink, listing));
  }

  @Mutation(() => SharedLink)
  shareLink(@Arg("input") input: ShareLinkInput, @Ctx() ctx: RequestContext): Promise<SharedLink> {
    return this.links.share(ctx, input);
  }

  @Mutation(() => Boolean)
  async deleteLink(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.links.delete(ctx, id);
    return true;
  }
}
