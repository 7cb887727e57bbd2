import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An e-mail address enrollment forms were sent with, and the household they went to: a later form with the same
 * address joins it. Lower-cased, as the enrollments keep it; one household per address.
 */
@Entity({ name: 'household_form_addresses' })
export class HouseholdFormAddress {
  @PrimaryColumn({ type: 'varchar', length: 320 })
  email: string;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;
}
