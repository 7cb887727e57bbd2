import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { FormName } from './form-name';
import type { FormField as StoredField } from './form.rules';

@ObjectType('FormField', { description: 'One answer of a submission, as the form named it' })
export class FormFieldType implements StoredField {
  @Field({ description: 'The name the form posted it under' })
  name: string;

  @Field()
  value: string;
}

@ObjectType('FormSubmission')
@Entity({ name: 'form_submissions' })
export class FormSubmission {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field(() => FormName)
  @Column({ type: 'varchar', length: 32 })
  form: FormName;

  @Field()
  @Column({ name: 'submitted_at' })
  submittedAt: Date;

  /** The answers as a JSON list of `{name, value}`, in the form's order; forms differ, so no column per field. */
  @Column({ name: 'fields', type: 'text' })
  fieldsJson: string;

  @Field(() => [FormFieldType])
  get fields(): FormFieldType[] {
    return JSON.parse(this.fieldsJson) as FormFieldType[];
  }
}
