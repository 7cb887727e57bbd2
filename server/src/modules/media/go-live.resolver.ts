import { Authorized, Query, Resolver } from 'type-graphql';
import { Role } from '../accounts';
import type { ContentSource } from './content-access';
import { goLiveChecklist, type GoLiveSettings } from './go-live-checklist';
import { GoLiveItem } from './go-live-item';

/** What the checklist reads besides the saved content: the content the site came with, and the server's settings. */
export interface GoLiveSources {
  shipped: ContentSource;
  settings: GoLiveSettings;
}

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
  async goLiveChecklist(): Promise<GoLiveItem[]> {
    return goLiveChecklist(
      await this.content.documents(),
      await this.sources.shipped.documents(),
      this.sources.settings,
    );
  }
}
