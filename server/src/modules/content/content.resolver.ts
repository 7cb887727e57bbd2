import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toConnection, type Connection, type PageOf } from '../../http/pages';
import { type RequestContext, Role } from '../accounts';
import { ContentDocument, ContentVersion, ContentVersionConnection, SaveContentInput } from './content.objects';
import type { ContentService } from './content.service';
import type { ContentVersionRow } from './content-version.entity';

function versionConnection(page: PageOf<ContentVersionRow>): Connection<ContentVersion> {
  return toConnection({ ...page, rows: page.rows.map((row) => ({ ...row, revision: row.id })) });
}

/** The site's documents, their versions and the changes log; the service decides who may read and save what. */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Authorized(Role.admin, Role.teacher)
  @Query(() => ContentDocument, { description: 'A document, for staff who may edit it.' })
  contentDocument(@Arg('key') key: string, @Ctx() ctx: RequestContext): Promise<ContentDocument> {
    return this.content.document(ctx, key);
  }

  @Authorized()
  @Query(() => [String], { description: 'The keys of the documents the signed-in account may save.' })
  editableContent(@Ctx() ctx: RequestContext): Promise<string[]> {
    return this.content.editableKeys(ctx);
  }

  @Authorized(Role.admin, Role.teacher)
  @Query(() => ContentVersionConnection, { description: "A document's versions, newest first, for who may edit it." })
  async contentHistory(
    @Arg('key') key: string,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<ContentVersion>> {
    return versionConnection(await this.content.history(ctx, key, { first, after }));
  }

  @Authorized(Role.admin)
  @Query(() => ContentVersionConnection, { description: 'Every saved version of every document, newest first.' })
  async contentChanges(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<ContentVersion>> {
    return versionConnection(await this.content.changes(ctx, { first, after }));
  }

  @Authorized(Role.admin, Role.teacher)
  @Mutation(() => ContentDocument, { description: 'Saves a whole document as its new version.' })
  saveContentDocument(@Arg('input') input: SaveContentInput, @Ctx() ctx: RequestContext): Promise<ContentDocument> {
    return this.content.save(ctx, input.key, input.body, input.baseRevision);
  }

  @Authorized(Role.admin, Role.teacher)
  @Mutation(() => ContentDocument, { description: 'Saves an earlier version of a document again, as its newest.' })
  restoreContentVersion(
    @Arg('key') key: string,
    @Arg('revision', () => Int) revision: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentDocument> {
    return this.content.restore(ctx, key, revision);
  }
}
