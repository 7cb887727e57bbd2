import { Authorized, Query, Resolver } from 'type-graphql';
import { Role } from '../accounts';
import type { ContentSource } from './content-access';
import { goLiveChecklist } from './go-live-checklist';
import { GoLiveItem } from './go-live-item';

@Authorized(Role.admin)
@Resolver(() => GoLiveItem)
export class GoLiveResolver {
  constructor(
    private readonly content: ContentSource,
    private readonly siteUrl: string,
  ) {}

  @Query(() => [GoLiveItem], {
    description: 'Every placeholder the site still shows (administrators only); empty once none is left.',
  })
  async goLiveChecklist(): Promise<GoLiveItem[]> {
    return goLiveChecklist(await this.content.documents(), { siteUrl: this.siteUrl });
  }
}
