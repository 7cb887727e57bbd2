import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { pageSize } from '@coop/contract';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toConnection, type Connection } from '../../http/pages';
import type { RequestContext } from '../accounts';
import { Visibility } from '../sharing';
import { FileConnection, FileListing, FileSort } from './file.listing';
import type { FileService } from './file.service';
import { graphqlUploadSource, refusedBeforeReading } from './upload-source';

@Authorized()
@Resolver(() => FileListing)
export class FileResolver {
  constructor(private readonly files: FileService) {}

  @Query(() => [FileListing], { description: 'The files the caller may see, newest first.' })
  sharedFiles(@Ctx() ctx: RequestContext): Promise<FileListing[]> {
    return this.files.list(ctx);
  }

  @Query(() => FileConnection, {
    description: 'The files the caller may see, a page at a time: sorted, filtered by visibility, searched by name.',
  })
  async fileConnection(
    @Arg('first', () => Int, { defaultValue: pageSize.default }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('sort', () => FileSort, { defaultValue: FileSort.DATE_DESC }) sort: FileSort,
    @Arg('visibility', () => Visibility, { nullable: true }) visibility: Visibility | null,
    @Arg('search', () => String, { nullable: true, description: 'Part of the file name, any case' })
    search: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<FileListing>> {
    return toConnection(await this.files.page(ctx, { first, after, sort, filters: { visibility }, search }));
  }

  @Mutation(() => FileListing)
  async uploadFile(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('visibility', () => Visibility, { defaultValue: Visibility.everyone }) visibility: Visibility,
    @Arg('classKey', () => String, { nullable: true, description: "Shared with this class's families instead" })
    classKey: string | null,
    @Arg('grade', () => Int, { nullable: true, description: "Shared with this grade's families instead" })
    grade: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<FileListing> {
    try {
      await this.files.startUpload(ctx, visibility);
    } catch (error) {
      throw refusedBeforeReading(error);
    }
    const received = await this.files.receive(await graphqlUploadSource(file));
    return this.files.upload(ctx, visibility, received, { classKey, grade });
  }

  @Mutation(() => Boolean)
  async deleteFile(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.files.delete(ctx, id);
    return true;
  }
}
