import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import type { BackupStatusService } from './backup-status.service';
import { BackupStatusView } from './backup-status.types';

@Authorized(Role.admin)
@Resolver(() => BackupStatusView)
export class BackupStatusResolver {
  constructor(private readonly backups: BackupStatusService) {}

  @Query(() => BackupStatusView, {
    description: "The server's own backups: the last one, the next, and what needs doing when one failed or is late.",
  })
  backupStatus(@Ctx() ctx: RequestContext): Promise<BackupStatusView> {
    return this.backups.status(ctx);
  }
}
