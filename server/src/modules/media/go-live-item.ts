import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A placeholder the site still shows, and where an administrator replaces it.' })
export class GoLiveItem {
  @Field(() => String)
  what!: string;

  @Field(() => String, { description: 'The document and field it is in, or the server setting' })
  where!: string;

  @Field(() => String)
  value!: string;

  @Field(() => String, { description: 'The dashboard address of its editor; empty for a server setting' })
  editPath!: string;
}
