import type { PlacementStatusName } from '@coop/contract';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';
import { EmergencyContactObject } from '../households';
import type { PlacementNoticeChoice } from './office-setting.entity';

export enum PlacementStatus {
  held = 'held',
  waitlisted = 'waitlisted',
  confirmed = 'confirmed',
  declined = 'declined',
  withdrawn = 'withdrawn',
}

registerEnumType(PlacementStatus, { name: 'PlacementStatus' });

export enum PlacementNotices {
  at_once = 'at_once',
  morning_digest = 'morning_digest',
}

registerEnumType(PlacementNotices, {
  name: 'PlacementNotices',
  description: 'How administrators hear of placement changes made by others',
  valuesConfig: {
    at_once: { description: 'One e-mail each, as it happens' },
    morning_digest: { description: 'Listed in the next morning digest' },
  },
});

// The services speak the shared names; this stops compiling when the enum and those names part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<`${PlacementStatus}`, PlacementStatusName>;
true satisfies Same<`${PlacementNotices}`, PlacementNoticeChoice>;

@ObjectType({ simpleResolvers: true })
export class ClassTeacher {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@ObjectType({ description: "One class's seats and how they are taken.", simpleResolvers: true })
export class ClassEnrollment {
  @Field()
  classKey: string;

  @Field()
  title: string;

  @Field({ description: "The key of the class's term ('2026-27', 'fall-2027')" })
  termKey: string;

  @Field({ description: "The name of the class's term ('Fall 2027')" })
  termName: string;

  @Field()
  group: string;

  @Field({ description: 'How the enrollment form heads the group' })
  groupTitle: string;

  @Field(() => Int)
  seats: number;

  @Field(() => Int)
  held: number;

  @Field(() => Int)
  confirmed: number;

  @Field(() => Int)
  waitlisted: number;

  @Field(() => [ClassTeacher])
  teachers: ClassTeacher[];
}

@ObjectType({ description: "One step of a placement's history.", simpleResolvers: true })
export class PlacementEvent {
  @Field(() => DateTimeIso)
  at: Date;

  @Field(() => PlacementStatus, { nullable: true, description: 'Null for the first step' })
  from: PlacementStatusName | null;

  @Field(() => PlacementStatus)
  to: PlacementStatusName;

  @Field({ description: "Who made the move: 'Enrollment form', 'Waitlist' or the account's name" })
  by: string;

  @Field(() => String, { nullable: true })
  reason: string | null;
}

/** A placement's state and its class, shared by every view of it. */
@ObjectType({ simpleResolvers: true })
abstract class PlacementState {
  @Field(() => ID)
  placementId: string;

  @Field()
  classKey: string;

  @Field()
  classTitle: string;

  @Field(() => PlacementStatus)
  status: PlacementStatusName;

  @Field(() => DateTimeIso, { description: 'Since when the placement has its status' })
  since: Date;

  @Field(() => Int, { nullable: true, description: '1 is next in line; null unless waitlisted' })
  waitlistPosition: number | null;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field(() => [PlacementEvent])
  history: PlacementEvent[];
}

@ObjectType({
  description:
    "A student in a class with what staff need: allergies, the household's medical notes, emergency contacts and pickup adults, and the parent contacts.",
  simpleResolvers: true,
})
export class RosterEntry extends PlacementState {
  @Field()
  studentName: string;

  @Field(() => Int)
  studentAge: number;

  @Field()
  studentBirthday: string;

  @Field()
  studentAllergies: string;

  @Field({ description: "The household's medical notes of the student; blank without a household" })
  studentMedicalNotes: string;

  @Field(() => [EmergencyContactObject], { description: "The household's; none without a household" })
  emergencyContacts: EmergencyContactObject[];

  @Field(() => [String], { description: 'Adults the household allows to pick the student up' })
  pickupAdults: string[];

  @Field()
  parentName: string;

  @Field()
  parentEmail: string;

  @Field()
  parentPhone: string;
}

@ObjectType({ description: "One of a family's placements, as the parent sees it.", simpleResolvers: true })
export class FamilyPlacement extends PlacementState {}

@ObjectType({ simpleResolvers: true })
export class FamilyStudent {
  @Field(() => ID, { description: "The household student's id" })
  studentId: string;

  @Field()
  studentName: string;

  @Field()
  studentBirthday: string;

  @Field(() => [FamilyPlacement])
  placements: FamilyPlacement[];
}

@ObjectType({ description: "A class's seats as anyone may see them: counts only.", simpleResolvers: true })
export class ClassAvailability {
  @Field()
  classKey: string;

  @Field(() => Int)
  seats: number;

  @Field(() => Int)
  left: number;

  @Field(() => Int)
  waitlisted: number;
}

@ObjectType({ description: "The enrollment office's settings for the whole co-op.", simpleResolvers: true })
export class OfficeSettings {
  @Field(() => PlacementNotices)
  placementNotices: PlacementNoticeChoice;
}
