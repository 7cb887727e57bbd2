import { Field, ID, InputType } from 'type-graphql';

// The shapes only: the service checks every value, so the REST shim's bodies are checked the same way.

@InputType({ description: 'One child’s mark.' })
export class AttendanceMarkInput {
  @Field(() => ID)
  placementId: string;

  @Field({ description: 'present, absent or late' })
  status: string;
}

@InputType({ description: 'A roster’s marks for one class meeting, sent once under the id the device chose.' })
export class AttendanceMarksInput {
  @Field({ description: 'Chosen by the sending device; a post sent again under it changes nothing' })
  postId: string;

  @Field()
  classKey: string;

  @Field({ description: 'YYYY-MM-DD: the meeting’s date' })
  date: string;

  @Field(() => [AttendanceMarkInput])
  marks: AttendanceMarkInput[];

  @Field(() => String, { nullable: true, description: 'When the marks were made on the device (ISO 8601)' })
  markedAt?: string | null;
}

@InputType({ description: 'A guardian’s report ahead that a child will be absent.' })
export class ReportAbsenceInput {
  @Field(() => ID)
  studentId: string;

  @Field({ description: 'YYYY-MM-DD: a coming day the child has class' })
  date: string;

  @Field(() => [String], { nullable: true, description: 'Only these classes; none for every class that day' })
  classKeys?: string[] | null;

  @Field(() => String, { nullable: true })
  note?: string | null;
}
