import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';

// The GraphQL shapes of attendance, mirroring attendance.types.ts.

@ObjectType('AttendanceMeeting', {
  description: 'One meeting of a class, one-off changes applied.',
  simpleResolvers: true,
})
export class MeetingObject {
  @Field({ description: 'YYYY-MM-DD on the co-op’s calendar' })
  date: string;

  @Field({ description: 'HH:MM' })
  start: string;

  @Field({ description: 'HH:MM' })
  end: string;

  @Field()
  location: string;

  @Field({ description: 'A cancelled meeting takes no attendance.' })
  cancelled: boolean;
}

@ObjectType('AttendanceClass', {
  description: 'A class attendance is taken for, with its meetings.',
  simpleResolvers: true,
})
export class AttendanceClassObject {
  @Field()
  classKey: string;

  @Field()
  title: string;

  @Field(() => [MeetingObject])
  meetings: MeetingObject[];
}

@ObjectType('AttendanceChoices', {
  description: 'The classes the member takes attendance for, and the meeting Take attendance opens on.',
  simpleResolvers: true,
})
export class AttendanceChoicesObject {
  @Field(() => [AttendanceClassObject])
  classes: AttendanceClassObject[];

  @Field(() => String, { nullable: true })
  openClassKey: string | null;

  @Field(() => String, { nullable: true })
  openDate: string | null;
}

@ObjectType('AttendanceRosterLine', {
  description: 'A child on a meeting’s roster and their mark.',
  simpleResolvers: true,
})
export class RosterLineObject {
  @Field(() => ID)
  placementId: string;

  @Field()
  studentName: string;

  @Field(() => String, { nullable: true, description: 'present, absent or late; null until marked' })
  status: string | null;

  @Field(() => String, { nullable: true })
  markedByName: string | null;

  @Field(() => DateTimeIso, { nullable: true })
  markedAt: Date | null;

  @Field({ description: 'A guardian reported ahead that the child is absent.' })
  reportedAbsent: boolean;

  @Field({ description: 'The guardian’s note with the report; blank without one.' })
  reportNote: string;
}

@ObjectType('AttendanceRoster', { description: 'One class meeting’s roster with the marks.', simpleResolvers: true })
export class AttendanceRosterObject {
  @Field()
  classKey: string;

  @Field()
  title: string;

  @Field(() => MeetingObject)
  meeting: MeetingObject;

  @Field(() => [RosterLineObject])
  lines: RosterLineObject[];
}

@ObjectType('AbsenceClass', { simpleResolvers: true })
export class AbsenceClassObject {
  @Field()
  classKey: string;

  @Field()
  title: string;

  @Field({ description: 'HH:MM' })
  start: string;
}

@ObjectType('AbsenceDay', { description: 'A coming day the child has class.', simpleResolvers: true })
export class AbsenceDayObject {
  @Field()
  date: string;

  @Field(() => [AbsenceClassObject])
  classes: AbsenceClassObject[];
}

@ObjectType('AbsenceChild', {
  description: 'A child of the household with their coming class days.',
  simpleResolvers: true,
})
export class AbsenceChildObject {
  @Field(() => ID)
  studentId: string;

  @Field()
  studentName: string;

  @Field(() => [AbsenceDayObject])
  days: AbsenceDayObject[];
}

@ObjectType('AbsenceReport', { description: 'A guardian’s report ahead of a child’s absence.', simpleResolvers: true })
export class AbsenceReportObject {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  studentId: string;

  @Field()
  studentName: string;

  @Field()
  date: string;

  @Field(() => [AbsenceClassObject], { description: 'The classes missed; empty for every class of the day.' })
  classes: AbsenceClassObject[];

  @Field()
  note: string;

  @Field(() => DateTimeIso)
  reportedAt: Date;
}

@ObjectType('AttendanceDayMeeting', {
  description: 'A class meeting of the day, counted by mark.',
  simpleResolvers: true,
})
export class DayMeetingObject {
  @Field()
  classKey: string;

  @Field()
  title: string;

  @Field(() => MeetingObject)
  meeting: MeetingObject;

  @Field(() => Int)
  onRoster: number;

  @Field(() => Int)
  present: number;

  @Field(() => Int)
  absent: number;

  @Field(() => Int)
  late: number;

  @Field(() => Int)
  notMarked: number;

  @Field(() => Int)
  reportedAbsent: number;
}

@ObjectType('AttendanceDay', { description: 'The office’s view of one day’s attendance.', simpleResolvers: true })
export class AttendanceDayObject {
  @Field()
  date: string;

  @Field(() => [DayMeetingObject])
  meetings: DayMeetingObject[];
}

@ObjectType('AttendanceStudent', { description: 'A child found for their attendance record.', simpleResolvers: true })
export class AttendanceStudentObject {
  @Field(() => ID)
  studentId: string;

  @Field()
  studentName: string;

  @Field(() => [String], { description: 'The classes the child has a place in' })
  classes: string[];
}

@ObjectType('AttendanceRecordLine', { simpleResolvers: true })
export class RecordLineObject {
  @Field()
  date: string;

  @Field()
  classKey: string;

  @Field()
  title: string;

  @Field()
  status: string;

  @Field()
  markedByName: string;

  @Field(() => DateTimeIso)
  markedAt: Date;
}

@ObjectType('AttendanceRecord', {
  description: 'A child’s marks by date and class, with totals.',
  simpleResolvers: true,
})
export class AttendanceRecordObject {
  @Field(() => ID)
  studentId: string;

  @Field()
  studentName: string;

  @Field(() => [RecordLineObject])
  lines: RecordLineObject[];

  @Field(() => Int)
  present: number;

  @Field(() => Int)
  absent: number;

  @Field(() => Int)
  late: number;
}
