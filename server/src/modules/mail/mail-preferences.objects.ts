import { Field, InputType, ObjectType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';

@ObjectType('MailPreferences', { description: "One address's choice about the co-op's mail" })
export class MailPreferencesObject {
  @Field({ description: 'The address the choice is for, lower-cased' })
  address: string;

  @Field({
    description:
      "Whether announcements stopped coming to it; notices about the household's own classes and account always come",
  })
  announcementsStopped: boolean;

  @Field(() => DateTimeIso, { nullable: true, description: 'When the choice last changed; null if it never did' })
  changedAt: Date | null;
}

@InputType()
export class SetMailPreferencesInput {
  @Field(() => String, {
    nullable: true,
    description: "The token of a mail's preferences link; without it, the signed-in member's own address",
  })
  token?: string | null;

  @Field()
  announcementsStopped: boolean;
}
