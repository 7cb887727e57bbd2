import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Role, UserStatus } from './user.enums';

@ObjectType()
@Entity({ name: 'users' })
export class User {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Stored lower-cased, which is what makes it unique regardless of case. */
  @Field()
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  // No @Field: the hash never leaves the server.
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Field(() => Role)
  @Column({ type: 'varchar', length: 16 })
  role: Role;

  @Field(() => UserStatus)
  @Column({ type: 'varchar', length: 32 })
  status: UserStatus;

  @Field()
  @Column({ name: 'created_at' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'approved_at', type: Date, nullable: true })
  approvedAt: Date | null;

  /** Id of the administrator who approved the account. */
  @Field(() => String, { nullable: true })
  @Column({ name: 'approved_by', type: 'varchar', length: 36, nullable: true })
  approvedBy: string | null;

  /** The approving administrator's name, read along with the account; null when none or no longer there. */
  @Field(() => String, { nullable: true })
  approvedByName?: string | null;

  // No @Field on the two below: they are the server's own bookkeeping of a forced reset.
  /** When an administrator issued the temporary password now set; null once the member chose their own. */
  @Column({ name: 'temp_password_issued_at', type: Date, nullable: true })
  tempPasswordIssuedAt: Date | null;

  /** When the temporary password was used to log in: it works for one login only. */
  @Column({ name: 'temp_password_used_at', type: Date, nullable: true })
  tempPasswordUsedAt: Date | null;

  /** When this administrator last opened the Enrollments tab: the dashboard counts the enrollments received since. */
  @Column({ name: 'enrollments_seen_at', type: Date, nullable: true })
  enrollmentsSeenAt: Date | null;

  /** The address whose confirmation link was followed; the address is confirmed while it is still `email`. */
  @Column({ name: 'verified_email', type: 'varchar', length: 320, nullable: true })
  verifiedEmail: string | null;

  @Field({ description: 'Whether the account has followed the confirmation link mailed to its present address.' })
  get emailVerified(): boolean {
    return emailIsVerified(this);
  }
}

/**
 * Whether the account's present address is one its holder confirmed: what links it to the students enrolled under
 * that address. A changed address is unconfirmed until the link mailed to it is followed.
 */
export function emailIsVerified(user: Pick<User, 'email' | 'verifiedEmail'>): boolean {
  return user.verifiedEmail !== null && user.verifiedEmail === user.email;
}

/** The JSON shape of a user in the REST shim: never a password or hash. */
export function toUserJson(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    approvedAt: user.approvedAt ? user.approvedAt.toISOString() : null,
    approvedBy: user.approvedBy,
    emailVerified: emailIsVerified(user),
  };
}
