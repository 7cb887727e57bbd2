import { Field, InputType, Int, ObjectType } from 'type-graphql';

// The GraphQL shapes of fees; amounts are integer cents (USD), percents whole numbers.

@ObjectType('Installment', { description: 'One installment of a term’s plan', simpleResolvers: true })
export class InstallmentObject {
  @Field({ description: 'YYYY-MM-DD' })
  dueOn: string;

  @Field(() => Int, { description: 'Share of what is left after deposits and dues' })
  percent: number;
}

@ObjectType('PublicTermFees', { description: 'A term’s fee policy as families see it', simpleResolvers: true })
export class PublicTermFeesObject {
  @Field()
  termKey: string;

  @Field(() => Int, { description: 'Household dues in cents, once per term' })
  dues: number;

  @Field(() => Int)
  secondChildPercent: number;

  @Field(() => Int)
  laterChildPercent: number;

  @Field(() => [InstallmentObject], { description: 'Empty: everything is due on the term’s first day' })
  installments: InstallmentObject[];

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: withdrawn after it, a child still owes the fees' })
  feesKeptAfter: string | null;

  @Field(() => Int, { nullable: true, description: 'Days a held seat waits for its deposit; null: never released' })
  depositReleaseDays: number | null;
}

@ObjectType('TermFees', { description: 'A term’s fee policy as the office sets it', simpleResolvers: true })
export class TermFeesObject extends PublicTermFeesObject {
  @Field(() => Int, { description: 'Share of each class fee owed to its instructors' })
  instructorPercent: number;
}

@ObjectType('ClassFees', { description: 'What one class costs, in cents', simpleResolvers: true })
export class ClassFeesObject {
  @Field()
  classKey: string;

  @Field(() => Int)
  classFee: number;

  @Field(() => Int)
  supplyFee: number;

  @Field(() => Int, { description: 'The part of the class fee due when the seat is held' })
  deposit: number;
}

@ObjectType('ClassFeesSetting', { description: 'One class of a term with its fees', simpleResolvers: true })
export class ClassFeesSettingObject extends ClassFeesObject {
  @Field()
  title: string;
}

@ObjectType('FeeSettings', { description: 'A term’s fee policy and its classes’ fees', simpleResolvers: true })
export class FeeSettingsObject {
  @Field()
  termKey: string;

  @Field()
  termName: string;

  @Field(() => TermFeesObject)
  policy: TermFeesObject;

  @Field(() => [ClassFeesSettingObject])
  classes: ClassFeesSettingObject[];
}

@ObjectType('PublicFees', { description: 'Every term’s fee policy and every offered class’s fees' })
export class PublicFeesObject {
  @Field(() => [PublicTermFeesObject])
  terms: PublicTermFeesObject[];

  @Field(() => [ClassFeesObject])
  classes: ClassFeesObject[];
}

@InputType()
export class InstallmentInput {
  @Field()
  dueOn: string;

  @Field(() => Int)
  percent: number;
}

@InputType()
export class TermFeesInput {
  @Field()
  termKey: string;

  @Field(() => Int)
  dues: number;

  @Field(() => Int)
  secondChildPercent: number;

  @Field(() => Int)
  laterChildPercent: number;

  @Field(() => [InstallmentInput])
  installments: InstallmentInput[];

  @Field(() => String, { nullable: true })
  feesKeptAfter?: string | null;

  @Field(() => Int, { nullable: true })
  depositReleaseDays?: number | null;

  @Field(() => Int)
  instructorPercent: number;
}

@InputType()
export class ClassFeesInput {
  @Field()
  classKey: string;

  @Field(() => Int)
  classFee: number;

  @Field(() => Int)
  supplyFee: number;

  @Field(() => Int)
  deposit: number;
}
