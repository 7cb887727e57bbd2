import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';
import { Visibility } from '../sharing';
import { TrashKind } from './trash.rules';

/** A deleted file or link as administrators see it in the trash. */
@ObjectType('TrashedItem', { simpleResolvers: true })
export class TrashedItem {
  @Field(() => ID, { description: "The file's or link's own id, kept when it is restored" })
  id: string;

  @Field(() => TrashKind)
  kind: TrashKind;

  @Field({ description: "The file's name or the link's title" })
  name: string;

  @Field(() => Visibility)
  visibility: Visibility;

  @Field({ description: 'Who uploaded the file or shared the link' })
  owner: string;

  @Field(() => String, { nullable: true, description: 'Who deleted it; null once that account is gone' })
  deletedBy: string | null;

  @Field(() => DateTimeIso)
  deletedAt: Date;

  @Field(() => DateTimeIso, { description: 'When it leaves the trash for good' })
  purgeAt: Date;
}
