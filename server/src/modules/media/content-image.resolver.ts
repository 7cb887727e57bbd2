import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import { graphqlUploadSource, refusedBeforeReading } from '../files';
import { ContentImage } from './content-image';
import type { ContentImageService } from './content-image.service';

@Resolver(() => ContentImage)
export class ContentImageResolver {
  constructor(private readonly images: ContentImageService) {}

  @Authorized()
  @Mutation(() => ContentImage, {
    description: 'Adds a picture to the site (administrators and teachers): JPEG, PNG, WebP or AVIF.',
  })
  async uploadContentImage(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('alt', () => String, { description: 'What the picture shows, for people who cannot see it' }) alt: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentImage> {
    try {
      await this.images.start(ctx, alt);
    } catch (error) {
      throw refusedBeforeReading(error);
    }
    return this.images.upload(ctx, alt, await graphqlUploadSource(file));
  }
}
