import { Field, InputType } from "type-graphql";
import { Visibility } from "../sharing/visibility";
import { LinkCategory } from "./link.rules";

@InputType()
export class ShareLinkInput {
  @Field()
  title: string;

  @Field()
  url: string;

  @Field()
  description: string;

  @Field(() => LinkCategory, { defaultValue: LinkCategory.General })
  category: LinkCategory;

  @Field(() => Visibility, { defaultValue: Visibility.everyone })
  visibility: Visibility;
}
