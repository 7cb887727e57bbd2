import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('RegistrationWindows', {
  description: "When a term takes enrollments: wall-clock times in the co-op's time zone, YYYY-MM-DDTHH:MM.",
  simpleResolvers: true,
})
export class RegistrationWindowsObject {
  @Field(() => String, { nullable: true, description: 'From when families enrolled in the term before may enroll' })
  returning?: string;

  @Field({ description: 'From when everyone may enroll' })
  everyone: string;

  @Field(() => String, { nullable: true, description: 'From when nobody may' })
  closes?: string;

  @Field(() => Boolean, { nullable: true, description: 'Outside the windows the form still takes waitlist requests' })
  waitlistWhenClosed?: boolean;
}

@InputType()
export class RegistrationWindowsInput {
  @Field(() => String, { nullable: true })
  returning?: string | null;

  @Field()
  everyone: string;

  @Field(() => String, { nullable: true })
  closes?: string | null;

  @Field(() => Boolean, { nullable: true })
  waitlistWhenClosed?: boolean | null;
}

@ObjectType({
  description: 'A term of the catalog: the school year first, then the terms the office added.',
  simpleResolvers: true,
})
export class Term {
  @Field({ description: "'2026-27', 'fall-2027'" })
  key: string;

  @Field()
  name: string;

  @Field({ description: 'First day, YYYY-MM-DD' })
  start: string;

  @Field({ description: 'Last day, YYYY-MM-DD' })
  end: string;

  @Field({ description: 'The school year, which takes enrollments from everyone at any time until given windows' })
  first: boolean;

  @Field(() => Int)
  classCount: number;

  @Field(() => RegistrationWindowsObject, {
    nullable: true,
    description: 'None: not open yet (the school year: always open)',
  })
  registration: RegistrationWindowsObject | null;

  @Field(() => String, {
    nullable: true,
    description: 'What the enrollment form says of the term now; null when it takes enrollments with no end set',
  })
  notice: string | null;
}
