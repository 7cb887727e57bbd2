import { GraphQLUpload, type FileUpload } from "graphql-upload-minimal";
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../auth/request-context";
import { Visibility } from "../sharing/visibility";
import { asObjectType } from "../../graphql/as-object-type";
import { SharedFile } from "./file.entity";
import type { FileService } from "./file.service";
import { graphqlUploadSource } from "./upload-source";

@Authorized()
@Resolver(() => SharedFile)
export class FileResolver {
  constructor(private readonly files: FileService) {}

  @Query(() => [SharedFile], { description: "The files the caller may see, newest first." })
  async sharedFiles(@Ctx() ctx: RequestContext): Promise<SharedFile[]> {
    return (await this.files.list(ctx)).map((listing) => asObjectType(SharedFile, listing));
  }

  @Mutation(() => SharedFile)
  async uploadFile(
    @Arg("file", () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg("visibility", () => Visibility, { defaultValue: Visibility.everyone }) visibility: Visibility,
    @Ctx() ctx: RequestContext,
  ): Promise<SharedFile> {
    this.files.assertCanUpload(ctx, visibility);
    const received = await this.files.receive(await graphqlUploadSource(file));
    return this.files.upload(ctx, visibility, received);
  }

  @Mutation(() => Boolean)
  async deleteFile(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.files.delete(ctx, id);
    return true;
  }
}
