import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A class of the new term a child already holds, has or waits for.', simpleResolvers: true })
export class ReenrolledClass {
  @Field()
  classKey: string;

  @Field()
  title: string;

  @Field({ description: "'held', 'confirmed' or 'waitlisted'" })
  status: string;
}

@ObjectType({
  description: 'A class offered to a child: one taken last term again, its next level, or another they may take.',
  simpleResolvers: true,
})
export class OfferedClass {
  @Field()
  classKey: string;

  @Field(() => String, { nullable: true, description: 'The class of the term before it follows' })
  follows: string | null;

  @Field({ description: "'same', 'next' or 'other'" })
  kind: string;

  @Field()
  title: string;

  @Field({ description: "Days and hours: 'Tue & Thu 9:00–10:00 AM'" })
  meets: string;

  @Field(() => Int)
  seatsLeft: number;

  @Field(() => Int)
  waitlisted: number;

  @Field(() => String, { nullable: true, description: 'Why the child may not take it; null when they may' })
  refusal: string | null;
}

@ObjectType({ simpleResolvers: true })
export class StudentOffer {
  @Field(() => ID)
  studentId: string;

  @Field()
  name: string;

  @Field(() => [ReenrolledClass])
  enrolled: ReenrolledClass[];

  @Field(() => [OfferedClass])
  offered: OfferedClass[];

  @Field(() => String, { nullable: true, description: 'A detail the household must add before enrolling the child' })
  missing: string | null;
}

@ObjectType({
  description: 'A term the family may enroll in from My family, with each child’s offers.',
  simpleResolvers: true,
})
export class TermOffer {
  @Field()
  termKey: string;

  @Field()
  termName: string;

  @Field()
  open: boolean;

  @Field()
  waitlistOnly: boolean;

  @Field(() => String, { nullable: true, description: 'Why the family may not enroll now, and when they may' })
  notice: string | null;

  @Field(() => [StudentOffer])
  students: StudentOffer[];
}

@InputType()
export class ReenrollmentChoice {
  @Field(() => ID)
  studentId: string;

  @Field(() => [String])
  classKeys: string[];
}

@ObjectType({ simpleResolvers: true })
export class ReenrolledPlacement {
  @Field()
  classKey: string;

  @Field()
  title: string;

  @Field({ description: "'held' or 'waitlisted'" })
  status: string;

  @Field(() => Int, { nullable: true })
  position: number | null;
}

@ObjectType({ simpleResolvers: true })
export class ReenrollmentRefusal {
  @Field()
  classKey: string;

  @Field()
  message: string;
}

@ObjectType({ description: 'What one child’s enrollment came to.', simpleResolvers: true })
export class ReenrollmentOutcome {
  @Field(() => ID)
  studentId: string;

  @Field()
  name: string;

  @Field(() => [ReenrolledPlacement])
  placements: ReenrolledPlacement[];

  @Field(() => [ReenrollmentRefusal])
  refusals: ReenrollmentRefusal[];
}
