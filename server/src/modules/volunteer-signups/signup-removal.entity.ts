import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Why the office removed a signup: the signup row says when and by whom, this the reason it gave. */
@Entity({ name: 'volunteer_signup_removals' })
export class SignupRemoval {
  @PrimaryColumn({ name: 'signup_id', type: 'varchar', length: 36 })
  signupId: string;

  @Column({ type: 'text' })
  reason: string;
}
