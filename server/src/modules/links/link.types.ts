import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Visibility } from '../sharing';
import { LinkCategory } from './link.rules';

/**
 * The words of a link, the same whether it is shared (input) or listed (output). It has no type of
 * its own in the schema: only the types resolvers reach are written there. Its fields are plain too:
 * a listing inherits them, and a field declared here would otherwise get a per-field wrapper.
 */
@ObjectType({ simpleResolvers: true })
@InputType()
export abstract class LinkText {
  @Field()
  title: string;

  @Field()
  url: string;

  @Field()
  description: string;
}

@InputType()
export class ShareLinkInput extends LinkText {
  @Field(() => LinkCategory, { defaultValue: LinkCategory.General })
  category: LinkCategory;

  @Field(() => Visibility, { defaultValue: Visibility.everyone })
  visibility: Visibility;

  @Field(() => String, { nullable: true, description: "Shared with this class's families instead of the visibility" })
  classKey?: string | null;

  @Field(() => Int, { nullable: true, description: "Shared with this grade's families instead of the visibility" })
  grade?: number | null;
}
