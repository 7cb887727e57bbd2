import { createHash } from 'node:crypto';
import type { RoleName } from '@coop/contract';
import { requireUser } from '../../auth/guards';
import type { Principal, RequestContext } from '../../auth/principal';
import type { Database } from '../../db/database';
import { listNames, listVersionsTable, type ListName, type ListVersions } from '../../db/list-versions';
import { PreparedRead } from '../../db/prepared-read';

const everyRole: readonly RoleName[] = ['parent', 'teacher', 'admin'];

/** Who may read each list, and so its counter: the same roles as the list itself. */
const readers: Record<ListName, readonly RoleName[]> = {
  users: ['admin'],
  files: everyRole,
  links: everyRole,
  trash: ['admin'],
  submissions: ['admin'],
  outbox: ['admin'],
};

/** Each list's counter, or null where the caller may not read the list. */
export type VisibleListVersions = Record<ListName, number | null>;

/**
 * The change counters of the lists, which a client polls instead of the lists themselves: every read is one
 * statement over a handful of rows, whatever the size of the lists, and every instance over the database
 * reads the same counters (docs/decisions/063-list-versions.md).
 */
export class ListVersionsService {
  private readonly counters: PreparedRead<{ name: string; version: number | string }>;
  /** The counters as this process last read them: never newer than the database's. */
  private lastRead: ListVersions | undefined;

  constructor(db: Database) {
    this.counters = new PreparedRead(
      db,
      db.manager
        .createQueryBuilder()
        .select('v.name', 'name')
        .addSelect('v.version', 'version')
        .from(listVersionsTable, 'v'),
    );
  }

  /** Read once at start, so that even the first plain list request is tagged without a statement of its own. */
  async load(): Promise<void> {
    await this.read();
  }

  async visible(ctx: RequestContext): Promise<VisibleListVersions> {
    const { role } = requireUser(ctx);
    const versions = await this.read();
    const visible = {} as VisibleListVersions;
    for (const name of listNames) visible[name] = readers[name].includes(role) ? versions[name] : null;
    return visible;
  }

  /**
   * The entity tag of a list as this viewer sees it, once their right to it is settled: its counter, and
   * their role, as each role sees rows of its own, and the classes and grades whose items they see besides (a
   * teacher's): a teacher given another class sees another list under the same counter.
   *
   * `fresh` reads the counter from the database, as a request that asks whether the list changed needs: only
   * the database can say so for every instance. Otherwise the tag of a full answer may name the counter as
   * this process last read it, which saves a statement on every plain list request. That is safe because a
   * counter read earlier is never ahead of the list read after it: at worst the tag is behind, the next
   * conditional request finds another counter in the database and is sent the list once more with the
   * current tag, and never a 304 over a change.
   */
  async entityTag(
    viewer: Principal,
    list: ListName,
    fresh: boolean,
    audiences: readonly string[] = [],
  ): Promise<string> {
    const versions = fresh || !this.lastRead ? await this.read() : this.lastRead;
    const tag = `${list}.${versions[list]}.${viewer.role}`;
    return audiences.length ? `W/"${tag}.${audiencesHash(audiences)}"` : `W/"${tag}"`;
  }

  private async read(): Promise<ListVersions> {
    const versions = Object.fromEntries(listNames.map((name) => [name, 0])) as ListVersions;
    for (const row of await this.counters.rows({})) {
      if ((listNames as readonly string[]).includes(row.name)) versions[row.name as ListName] = Number(row.version);
    }
    this.lastRead = versions;
    return versions;
  }
}

/** A short name for a set of class and grade audiences, the same whatever their order. */
function audiencesHash(audiences: readonly string[]): string {
  return createHash('sha1')
    .update([...audiences].sort().join('\n'))
    .digest('base64url')
    .slice(0, 16);
}
