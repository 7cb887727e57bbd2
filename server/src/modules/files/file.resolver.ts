import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../users/request-context';
import { Visibility } from '../sharing/visibility';
import { FileListing } from './file.listing';
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

  @Mutation(() => FileListing)
  async uploadFile(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('visibility', () => Visibility, { defaultValue: Visibility.everyone }) visibility: Visibility,
    @Ctx() ctx: RequestContext,
  ): Promise<FileListing> {
    try {
      await this.files.startUpload(ctx, visibility);
    } catch (error) {
      throw refusedBeforeReading(error);
    }
    const received = await this.files.receive(await graphqlUploadSource(file));
    return this.files.upload(ctx, visibility, received);
  }

  @Mutation(() => Boolean)
  async deleteFile(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.files.delete(ctx, id);
    return true;
  }
}
