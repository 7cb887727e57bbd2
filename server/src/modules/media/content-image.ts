import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A picture uploaded into the site content, listed in images.json under its id.' })
export class ContentImage {
  @Field(() => String)
  id!: string;

  @Field(() => String)
  alt!: string;

  @Field(() => Int, { description: 'The largest width made' })
  width!: number;

  @Field(() => Int, { description: 'The height at the largest width' })
  height!: number;

  @Field(() => [Int])
  widths!: number[];

  @Field(() => [String])
  formats!: string[];
}
