import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** Who puts an item right: an administrator in the dashboard, or whoever runs the server. */
export enum GoLiveGroup {
  site = 'site',
  server = 'server',
}

registerEnumType(GoLiveGroup, {
  name: 'GoLiveGroup',
  description: 'site: changed in the dashboard; server: changed by whoever runs the server',
});

@ObjectType({ description: 'Something the site still shows from its examples, or lacks, and how to put it right.' })
export class GoLiveItem {
  @Field(() => GoLiveGroup)
  group!: GoLiveGroup;

  @Field(() => String, { description: 'What it is and where on the site it shows, in the words an administrator uses' })
  what!: string;

  @Field(() => String, { description: 'What it still says, to quote; empty when there is no one value to quote' })
  value!: string;

  @Field(() => String, { description: 'What to do about it, in plain words' })
  todo!: string;

  @Field(() => String, { description: 'The dashboard address of its editor; empty when the server is changed instead' })
  editPath!: string;
}
