import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { User } from "../users/user.entity";
import { Visibility } from "../sharing/visibility";

/** A shared file. GraphQL names follow the spec's (original_name, uploader_name, …). */
@ObjectType("SharedFile")
@Entity({ name: "files" })
export class SharedFile {
  @Field(() => ID)
  @PrimaryColumn({ type: "varchar", length: 36 })
  id: string;

  @Field({ name: "original_name" })
  @Column({ name: "original_name", type: "varchar", length: 255 })
  originalName: string;

  @Field(() => Int, { description: "Bytes" })
  @Column({ type: "integer" })
  size: number;

  @Column({ name: "content_type", type: "varchar", length: 100 })
  contentType: string;

  /** The name of the bytes under DATA_DIR/files; never derived from what the uploader sent. */
  @Column({ name: "stored_id", type: "varchar", length: 36 })
  storedId: string;

  @Field(() => Visibility)
  @Column({ type: "varchar", length: 32 })
  visibility: Visibility;

  @Column({ name: "uploader_id", type: "varchar", length: 36 })
  uploaderId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "uploader_id" })
  uploader?: User;

  @Field({ name: "uploaded_at" })
  @Column({ name: "uploaded_at" })
  uploadedAt: Date;

  @Field({ name: "uploader_name" })
  get uploaderName(): string {
    return this.uploader?.name ?? "";
  }

  @Field({ description: "Where the bytes are downloaded, with the Bearer token" })
  get url(): string {
    return fileUrl(this.id);
  }
}

export function fileUrl(id: string): string {
  return `/files/${encodeURIComponent(id)}`;
}

/** What a list shows of a file: read straight from the row, without building entities. */
export type FileListing = Pick<SharedFile, "id" | "originalName" | "size" | "visibility" | "uploadedAt" | "uploaderName" | "url">;

/** The REST shim's shape of a file (CONTRACT). */
export function toFileJson(file: FileListing) {
  return {
    id: file.id,
    original_name: file.originalName,
    size: file.size,
    visibility: file.visibility,
    uploader_name: file.uploaderName,
    uploaded_at: file.uploadedAt.toISOString(),
    url: file.url,
  };
}
