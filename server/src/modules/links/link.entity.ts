import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { Visibility } from "../sharing/visibility";
import { User } from "../users/user.entity";
import { LinkCategory } from "./link.rules";

@ObjectType("SharedLink")
@Entity({ name: "links" })
export class SharedLink {
  @Field(() => ID)
  @PrimaryColumn({ type: "varchar", length: 36 })
  id: string;

  @Field()
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Field()
  @Column({ type: "varchar", length: 2048 })
  url: string;

  @Field()
  @Column({ type: "varchar", length: 2000 })
  description: string;

  @Field(() => LinkCategory)
  @Column({ type: "varchar", length: 32 })
  category: LinkCategory;

  @Field(() => Visibility)
  @Column({ type: "varchar", length: 32 })
  visibility: Visibility;

  @Column({ name: "shared_by_id", type: "varchar", length: 36 })
  sharedById: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "shared_by_id" })
  sharer?: User;

  @Field()
  @Column({ name: "shared_at" })
  sharedAt: Date;

  @Field({ description: "The name of the member who shared it" })
  get sharedBy(): string {
    return this.sharer?.name ?? "";
  }
}

/** The REST shim's shape of a link (CONTRACT). */
/** What a list shows of a link: read straight from the row, without building entities. */
export type LinkListing = Pick<SharedLink, "id" | "title" | "url" | "description" | "category" | "visibility" | "sharedAt" | "sharedBy">;

export function toLinkJson(link: LinkListing) {
  return {
    id: link.id,
    title: link.title,
    url: link.url,
    description: link.description,
    category: link.category,
    visibility: link.visibility,
    sharedBy: link.sharedBy,
    sharedAt: link.sharedAt.toISOString(),
  };
}
