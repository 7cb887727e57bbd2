import { Authorized, Query, Resolver } from 'type-graphql';
import { Role } from '../accounts';
import type { ContentSource } from './content-access';
import { GoLiveItem } from './go-live-item';
import { goLiveItems, type GoLiveSources } from './go-live-sources';

@Authorized(Role.admin)
@Resolver(() => GoLiveItem)
export class GoLiveResolver {
  constructor(
    private readonly content: ContentSource,
    private readonly sources: GoLiveSources,
  ) {}

  @Query(() => [GoLiveItem], {
    description:
      'What the site still shows from its examples, or lacks, before going live (administrators only); empty once none is left.',
  })
  goLiveChecklist(): Promise<GoLiveItem[]> {
    return goLiveItems(this.content, this.sources);
  }
}
