import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../http/pages';

@ObjectType({ simpleResolvers: true, description: 'A document of the site as it stands.' })
export class ContentDocument {
  @Field({ description: 'Its path under content/: "news.json", "grade-pages/grade3.md"' })
  key: string;

  @Field({ description: "The file's text" })
  body: string;

  @Field(() => Int, { description: 'Pass back as baseRevision when saving' })
  revision: number;

  @Field()
  updatedAt: Date;

  @Field(() => String, { nullable: true })
  updatedBy: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'One saved text of a document.' })
export class ContentVersion {
  @Field(() => Int)
  revision: number;

  @Field()
  key: string;

  @Field()
  body: string;

  @Field({ description: 'import, save or restore' })
  action: string;

  @Field()
  authorName: string;

  @Field()
  createdAt: Date;

  @Field()
  summary: string;
}

export const ContentVersionConnection = connectionType('ContentVersion', ContentVersion);

@InputType()
export class SaveContentInput {
  @Field()
  key: string;

  @Field({ description: 'The whole document' })
  body: string;

  @Field(() => Int, { description: 'The revision the editor opened; a save over a newer one is refused' })
  baseRevision: number;
}
