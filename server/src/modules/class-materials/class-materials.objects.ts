import { Field, Int, ObjectType } from 'type-graphql';
import { FileListing } from '../files';
import { LinkListing } from '../links';

@ObjectType('MaterialClass', { simpleResolvers: true, description: 'A class as the share forms and My family name it' })
export class MaterialClassObject {
  @Field()
  key: string;

  @Field({ description: '"Reading (Grade 1)"; with the term\'s name when the catalog has several' })
  title: string;

  @Field(() => [Int])
  grades: number[];
}

@ObjectType('ShareAudiences', { simpleResolvers: true, description: 'The classes and grades a sharer may share with' })
export class ShareAudiencesObject {
  @Field(() => [MaterialClassObject])
  classes: MaterialClassObject[];

  @Field(() => [Int])
  grades: number[];
}

@ObjectType('ClassMaterials', {
  simpleResolvers: true,
  description: "One of a family's classes or grades, with what was shared with it",
})
export class ClassMaterialsObject {
  @Field(() => String, { nullable: true })
  classKey: string | null;

  @Field(() => Int, { nullable: true })
  grade: number | null;

  @Field({ description: '"Reading (Grade 1)", "Grade 3"' })
  title: string;

  @Field(() => [FileListing], { description: 'Newest first' })
  files: FileListing[];

  @Field(() => [LinkListing], { description: 'Newest first' })
  links: LinkListing[];
}
